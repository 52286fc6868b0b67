import { EMAIL_MESSAGES_EN, type EmailCatalogs } from './email-messages.js';
import { EMAIL_MESSAGES_BG } from './email-catalogs/bg.js';
import { EMAIL_MESSAGES_CS } from './email-catalogs/cs.js';
import { EMAIL_MESSAGES_DA } from './email-catalogs/da.js';
import { EMAIL_MESSAGES_DE } from './email-catalogs/de.js';
import { EMAIL_MESSAGES_EL } from './email-catalogs/el.js';
import { EMAIL_MESSAGES_ES } from './email-catalogs/es.js';
import { EMAIL_MESSAGES_ET } from './email-catalogs/et.js';
import { EMAIL_MESSAGES_FI } from './email-catalogs/fi.js';
import { EMAIL_MESSAGES_FR } from './email-catalogs/fr.js';
import { EMAIL_MESSAGES_GA } from './email-catalogs/ga.js';
import { EMAIL_MESSAGES_HR } from './email-catalogs/hr.js';
import { EMAIL_MESSAGES_HU } from './email-catalogs/hu.js';
import { EMAIL_MESSAGES_IT } from './email-catalogs/it.js';
import { EMAIL_MESSAGES_LT } from './email-catalogs/lt.js';
import { EMAIL_MESSAGES_LV } from './email-catalogs/lv.js';
import { EMAIL_MESSAGES_NL } from './email-catalogs/nl.js';
import { EMAIL_MESSAGES_PL } from './email-catalogs/pl.js';
import { EMAIL_MESSAGES_PT } from './email-catalogs/pt.js';
import { EMAIL_MESSAGES_RO } from './email-catalogs/ro.js';
import { EMAIL_MESSAGES_SK } from './email-catalogs/sk.js';
import { EMAIL_MESSAGES_SL } from './email-catalogs/sl.js';
import { EMAIL_MESSAGES_SV } from './email-catalogs/sv.js';

/**
 * Every app language's email texts (functions/src/shared/locales.ts), one module per language so
 * the compiled functions carry them without JSON files; English is the source (email-messages.ts).
 */
export const EMAIL_CATALOGS: EmailCatalogs = {
  en: EMAIL_MESSAGES_EN,
  fr: EMAIL_MESSAGES_FR,
  bg: EMAIL_MESSAGES_BG,
  cs: EMAIL_MESSAGES_CS,
  da: EMAIL_MESSAGES_DA,
  de: EMAIL_MESSAGES_DE,
  el: EMAIL_MESSAGES_EL,
  es: EMAIL_MESSAGES_ES,
  et: EMAIL_MESSAGES_ET,
  fi: EMAIL_MESSAGES_FI,
  ga: EMAIL_MESSAGES_GA,
  hr: EMAIL_MESSAGES_HR,
  hu: EMAIL_MESSAGES_HU,
  it: EMAIL_MESSAGES_IT,
  lt: EMAIL_MESSAGES_LT,
  lv: EMAIL_MESSAGES_LV,
  nl: EMAIL_MESSAGES_NL,
  pl: EMAIL_MESSAGES_PL,
  pt: EMAIL_MESSAGES_PT,
  ro: EMAIL_MESSAGES_RO,
  sk: EMAIL_MESSAGES_SK,
  sl: EMAIL_MESSAGES_SL,
  sv: EMAIL_MESSAGES_SV,
};
