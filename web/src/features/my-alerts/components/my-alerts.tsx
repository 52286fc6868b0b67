import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  LOCALES,
  MAX_ALERT_PRODUCTS,
  memberAlertsOf,
  roleReceives,
  STORES,
  type MemberDoc,
} from '@shared';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useToast } from '@/components/ui/toast';
import { useLocale } from '@/i18n/use-locale';
import { useAccount } from '@/lib/account/account-context';
import { useFirestore } from '@/lib/firebase';
import { storeNames } from '@/lib/store-names';
import {
  readAccountProfile,
  readProductChoices,
  saveMyAlerts,
  watchMyMembership,
  type MyAlertSettings,
} from '../api/my-alerts';
import { myAlertsMessages as m, myAlertsValueMessages as mv } from '../messages';
import { isOneOf } from '@shared/narrow';

/**
 * "My alerts" (docs/decisions.md, "Alerts per person"): the signed-in member's own alert emails,
 * daily digest, email language and the products and marketplaces they follow, saved on their
 * member document (only they may). Until they save, it shows what the functions do for them
 * (memberAlertsOf). Reads: their member document (live), the account's profile and up to
 * PRODUCT_CHOICES products for the product choice.
 */
export function MyAlerts() {
  const intl = useIntl();
  const firestore = useFirestore();
  const toast = useToast();
  const uiLocale = useLocale();
  const { accountId, uid } = useAccount();
  const [member, setMember] = useState<MemberDoc | null>(null);
  const [failed, setFailed] = useState(false);
  const [draft, setDraft] = useState<MyAlertSettings | null>(null);
  const [products, setProducts] = useState<{ id: string; title: string }[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(
    () =>
      watchMyMembership(firestore, accountId, uid, setMember, () => {
        setFailed(true);
      }),
    [firestore, accountId, uid],
  );

  useEffect(() => {
    if (!member || draft) return;
    let live = true;
    void Promise.all([
      readAccountProfile(firestore, accountId),
      readProductChoices(firestore, accountId),
    ])
      .then(([profile, choices]) => {
        if (!live) return;
        setProducts(choices);
        setDraft(memberAlertsOf(accountId, profile, { uid, member }));
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [firestore, accountId, uid, member, draft]);

  const languageName = useMemo(() => {
    const names = new Intl.DisplayNames([uiLocale], { type: 'language' });
    return (code: string) => names.of(code) ?? code;
  }, [uiLocale]);

  if (failed) {
    return (
      <Alert severity="warning">
        <FormattedMessage {...m.loadFailed} />
      </Alert>
    );
  }
  if (!member || !draft) return null;

  const set = (change: Partial<MyAlertSettings>) => {
    setDraft({ ...draft, ...change });
  };
  const getsAlerts = roleReceives(member.role, 'alerts');
  const titleOf = (id: string) => products.find((product) => product.id === id)?.title ?? id;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await saveMyAlerts(firestore, accountId, uid, draft);
      toast.success(m.saved);
    } catch {
      toast.error(m.saveFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      spacing={2}
      component="form"
      onSubmit={(event) => void save(event)}
      data-testid="my-alerts"
    >
      <div>
        <Typography variant="h6" component="h2">
          <FormattedMessage {...m.title} />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {member.email ? (
            <FormattedMessage {...mv.intro} values={{ email: member.email }} />
          ) : (
            <FormattedMessage {...m.noAddress} />
          )}
        </Typography>
      </div>
      {getsAlerts ? (
        <FormControlLabel
          control={
            <Switch
              checked={draft.emails}
              onChange={(event) => set({ emails: event.target.checked })}
            />
          }
          label={intl.formatMessage(m.emails)}
        />
      ) : (
        <Typography variant="body2">
          <FormattedMessage {...m.emailsNotForRole} />
        </Typography>
      )}
      <FormControlLabel
        control={
          <Switch
            checked={draft.digest}
            onChange={(event) => set({ digest: event.target.checked })}
          />
        }
        label={intl.formatMessage(m.digest)}
      />
      <TextField
        select
        size="small"
        label={intl.formatMessage(m.language)}
        value={draft.locale}
        onChange={(event) => {
          if (isOneOf(LOCALES, event.target.value)) set({ locale: event.target.value });
        }}
        sx={{ maxWidth: 320 }}
      >
        {LOCALES.map((code) => (
          <MenuItem key={code} value={code}>
            {languageName(code)}
          </MenuItem>
        ))}
      </TextField>
      {getsAlerts ? (
        <>
          <FormGroup>
            <FormLabel component="legend">
              <FormattedMessage {...m.stores} />
            </FormLabel>
            <Stack direction="row">
              {STORES.map((store) => (
                <FormControlLabel
                  key={store}
                  control={
                    <Checkbox
                      checked={draft.stores.includes(store)}
                      onChange={(event) =>
                        set({
                          stores: event.target.checked
                            ? [...draft.stores, store]
                            : draft.stores.filter((chosen) => chosen !== store),
                        })
                      }
                    />
                  }
                  label={intl.formatMessage(storeNames[store])}
                />
              ))}
            </Stack>
          </FormGroup>
          <Autocomplete
            multiple
            size="small"
            options={products.map((product) => product.id)}
            value={draft.products}
            getOptionLabel={titleOf}
            getOptionDisabled={() => draft.products.length >= MAX_ALERT_PRODUCTS}
            onChange={(_, chosen) => set({ products: chosen.slice(0, MAX_ALERT_PRODUCTS) })}
            renderInput={(params) => (
              <TextField
                {...params}
                label={intl.formatMessage(m.products)}
                helperText={intl.formatMessage(mv.filtersHelp, { max: MAX_ALERT_PRODUCTS })}
              />
            )}
            sx={{ maxWidth: 560 }}
          />
        </>
      ) : null}
      <div>
        <Button type="submit" variant="contained" disabled={busy}>
          <FormattedMessage {...m.save} />
        </Button>
      </div>
    </Stack>
  );
}
