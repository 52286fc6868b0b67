import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  CASE_RETENTION_DAYS_MAX,
  CASE_RETENTION_DAYS_MIN,
  CaseRetentionDays,
  type CaseSettings,
} from '@shared';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { useToast } from '@/components/ui/toast';
import { useFirestore } from '@/lib/firebase';
import { saveCaseSetting } from '../api/seller-case-settings';
import { caseSettingsValueMessages, overviewMessages } from '../messages';

const LIMITS = { min: CASE_RETENTION_DAYS_MIN, max: CASE_RETENTION_DAYS_MAX };

/**
 * The account overview's case settings: offer contact after every rating (off by default: only
 * below the product's minimum) and how long a request without activity is kept (30–365 days, 90
 * by default). The switch saves at once; the days save when valid and changed, on leaving the
 * field; a bad number says why and saves nothing.
 */
export function CaseSettingsField({ uid, initial }: { uid: string; initial: CaseSettings }) {
  const intl = useIntl();
  const firestore = useFirestore();
  const toast = useToast();
  const [offerAll, setOfferAll] = useState(initial.offerOnAllRatings);
  const [saved, setSaved] = useState(initial.retentionDays);
  const [days, setDays] = useState(String(initial.retentionDays));
  const parsed = v.safeParse(CaseRetentionDays, days.trim() === '' ? NaN : Number(days));
  const invalid = !parsed.success;

  const changeOfferAll = async (on: boolean) => {
    setOfferAll(on);
    try {
      await saveCaseSetting(firestore, uid, 'offerOnAllRatings', on);
    } catch {
      setOfferAll(!on);
      toast.error(overviewMessages.caseSettingsFailed);
    }
  };

  const saveDays = async () => {
    if (!parsed.success || parsed.output === saved) return;
    const next = parsed.output;
    try {
      await saveCaseSetting(firestore, uid, 'retentionDays', next);
      setSaved(next);
    } catch {
      setDays(String(saved));
      toast.error(overviewMessages.caseSettingsFailed);
    }
  };

  return (
    <Stack spacing={1} data-testid="case-settings">
      <FormControlLabel
        control={
          <Switch
            checked={offerAll}
            onChange={(event) => void changeOfferAll(event.target.checked)}
          />
        }
        label={intl.formatMessage(overviewMessages.caseOfferAll)}
      />
      <TextField
        size="small"
        type="number"
        label={intl.formatMessage(overviewMessages.caseRetentionLabel)}
        value={days}
        onChange={(event) => setDays(event.target.value)}
        onBlur={() => void saveDays()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') void saveDays();
        }}
        error={invalid}
        helperText={intl.formatMessage(
          invalid
            ? caseSettingsValueMessages.retentionInvalid
            : caseSettingsValueMessages.retentionHelp,
          LIMITS,
        )}
        slotProps={{ htmlInput: { min: LIMITS.min, max: LIMITS.max, step: 1 } }}
        sx={{ maxWidth: 360 }}
      />
    </Stack>
  );
}
