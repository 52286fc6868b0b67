import Alert from '@mui/material/Alert';
import Switch from '@mui/material/Switch';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AMAZON_MARKETPLACES } from '@shared';
import {
  EMAG_COUNTRIES,
  shopDomain,
  type SourceOptions,
  type SourceProfile,
} from '@shared/import-sources';
import { FormattedMessage, useIntl } from 'react-intl';
import { sourceFoundMessage, sourceMessages, sourceQuestionMessages as q } from '../messages';
import { isOneOf } from '@shared/narrow';

/** The seller's answers for one file: what it lacks, what to leave out, what may change. */
export interface SourceAnswers extends SourceOptions {
  /** The shop domain as typed (options.shopDomain is its parsed form). */
  shopDomainText: string;
  overwriteTitles: boolean;
  /** The Amazon marketplace was guessed from the headers' language. */
  marketplaceGuessed: boolean;
}

/** Where docs/imports.md is served (vite.config.ts, docsPagePlugin). */
export const IMPORTS_GUIDE_PATH = '/imports-guide.txt';

/** Whether the file lacks something the screen must know before the preview. */
export function missingAnswer(profile: SourceProfile, answers: SourceAnswers): boolean {
  if (profile.source === 'amazonReport' || profile.source === 'amazonFlatFile') {
    return !answers.amazonMarketplace;
  }
  if (profile.source === 'emag') return !answers.emagCountry;
  return Boolean(answers.shopDomainText.trim()) && !answers.shopDomain;
}

/** "amazon.de": a store's site, as its address names it (no text to translate). */
const siteHost = (store: string, suffix: string) => `${store}.${suffix}`;

/** The mapping step's questions about a recognised file, asked once per file. */
export function SourceOptionsForm({
  profile,
  answers,
  disabled,
  onChange,
}: {
  profile: SourceProfile;
  answers: SourceAnswers;
  disabled: boolean;
  onChange: (answers: SourceAnswers) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const set = (patch: Partial<SourceAnswers>) => onChange({ ...answers, ...patch });
  const include = (patch: Partial<SourceAnswers['include']>) =>
    set({ include: { ...answers.include, ...patch } });
  const { source } = profile;
  const isAmazon = source === 'amazonReport' || source === 'amazonFlatFile';
  const hasStatus = source !== 'own' && source !== 'amazonFlatFile';
  const domainInvalid = Boolean(answers.shopDomainText.trim()) && !answers.shopDomain;

  const toggle = (checked: boolean, label: string, change: (value: boolean) => void) => (
    <FormControlLabel
      control={
        <Switch
          checked={checked}
          disabled={disabled}
          onChange={(event) => change(event.target.checked)}
        />
      }
      label={label}
    />
  );

  return (
    <Stack spacing={2} data-testid="import-source">
      <Alert severity="info" data-testid="import-source-found">
        <span>{t(sourceFoundMessage, { source: t(sourceMessages[source]) })}</span>
        <br />
        <Link href={IMPORTS_GUIDE_PATH} target="_blank" rel="noopener">
          <FormattedMessage {...q.guide} />
        </Link>
      </Alert>
      {isAmazon && (
        <SiteSelect
          id="import-marketplace"
          label={t(q.amazonMarketplace)}
          store="amazon"
          sites={AMAZON_MARKETPLACES}
          value={answers.amazonMarketplace ?? null}
          disabled={disabled}
          help={t(
            answers.marketplaceGuessed ? q.amazonMarketplaceGuessed : q.amazonMarketplaceHelp,
          )}
          onChange={(amazonMarketplace) => set({ amazonMarketplace, marketplaceGuessed: false })}
        />
      )}
      {source === 'emag' && (
        <SiteSelect
          id="import-emag-country"
          label={t(q.emagCountry)}
          store="emag"
          sites={EMAG_COUNTRIES}
          value={answers.emagCountry ?? null}
          disabled={disabled}
          help={t(q.emagCountryHelp)}
          onChange={(site) => set({ emagCountry: site })}
        />
      )}
      {(source === 'shopify' || source === 'woocommerce') && (
        <TextField
          size="small"
          sx={{ maxWidth: 480 }}
          label={t(q.shopDomain)}
          value={answers.shopDomainText}
          disabled={disabled}
          error={domainInvalid}
          helperText={t(
            domainInvalid
              ? q.shopDomainInvalid
              : source === 'shopify'
                ? q.shopDomainHelp
                : q.wooCommerceDomainHelp,
          )}
          onChange={(event) =>
            set({
              shopDomainText: event.target.value,
              shopDomain: shopDomain(event.target.value),
            })
          }
          slotProps={{ htmlInput: { 'data-testid': 'import-shop-domain', spellCheck: false } }}
        />
      )}
      <Stack>
        {hasStatus &&
          toggle(answers.include.drafts, t(q.includeDrafts), (drafts) => include({ drafts }))}
        {source === 'shopify' &&
          toggle(answers.include.archived, t(q.includeArchived), (archived) =>
            include({ archived }),
          )}
        {(source === 'shopify' || source === 'woocommerce') &&
          toggle(answers.include.giftCards, t(q.includeGiftCards), (giftCards) =>
            include({ giftCards }),
          )}
        {toggle(answers.upgradeHttp, t(q.upgradeHttp), (upgradeHttp) => set({ upgradeHttp }))}
        {toggle(answers.overwriteTitles, t(q.overwriteTitles), (overwriteTitles) =>
          set({ overwriteTitles }),
        )}
      </Stack>
    </Stack>
  );
}

/** A choice of a store's site ("amazon.de", "emag.ro"); none chosen is shown as an error. */
function SiteSelect<Site extends string>({
  id,
  label,
  store,
  sites,
  value,
  disabled,
  help,
  onChange,
}: {
  id: string;
  label: string;
  store: string;
  sites: readonly Site[];
  value: Site | null;
  disabled: boolean;
  help: string;
  onChange: (site: Site | null) => void;
}) {
  const intl = useIntl();
  return (
    <FormControl size="small" sx={{ maxWidth: 360 }} error={!value}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        label={label}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => {
          const site = event.target.value;
          if (site === '' || isOneOf(sites, site)) onChange(site || null);
        }}
        inputProps={{ 'data-testid': id }}
      >
        <MenuItem value="">
          <em>{intl.formatMessage(q.chooseSite)}</em>
        </MenuItem>
        {sites.map((site) => (
          <MenuItem key={site} value={site}>
            {siteHost(store, site)}
          </MenuItem>
        ))}
      </Select>
      <FormHelperText>{help}</FormHelperText>
    </FormControl>
  );
}
