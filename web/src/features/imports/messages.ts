import type { ImportField, ImportIssueCode, ImportJobError, ImportUndoOutcome } from '@shared';
import type { ImportSource } from '@shared/import-sources';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import { runningJobsLimitMessage } from '@/components/errors/job-ceilings';
import type { ParseErrorCode } from './lib/sheet';

export const importMessages = defineMessages({
  pageTitle: { id: 'imports.page.title', defaultMessage: 'Imports' },
  notAllowed: {
    id: 'imports.notAllowed',
    defaultMessage:
      'Your role in this account does not include imports. An owner or a manager can import products.',
  },
  intro: {
    id: 'imports.page.intro',
    defaultMessage:
      'Add or update many products at once from a spreadsheet. Rows are matched to your products by SKU, or by their Amazon, eMAG or Shopify link, so importing the same file again changes nothing.',
  },
  // Step 1: the file
  fileHeading: { id: 'imports.file.heading', defaultMessage: 'Choose a file' },
  fileDrop: {
    id: 'imports.file.drop',
    defaultMessage: 'Drop a CSV or Excel (.xlsx/.xls) file here, or',
  },
  filePick: { id: 'imports.file.pick', defaultMessage: 'Choose file' },
  fileReading: { id: 'imports.file.reading', defaultMessage: 'Reading the file…' },
  templateHeading: { id: 'imports.template.heading', defaultMessage: 'Start from the template' },
  templateCsv: { id: 'imports.template.csv', defaultMessage: 'Template (CSV)' },
  templateXlsx: { id: 'imports.template.xlsx', defaultMessage: 'Template (Excel)' },
  templateFailed: {
    id: 'imports.template.failed',
    defaultMessage: 'The template could not be prepared. Please try again.',
  },
  otherFile: { id: 'imports.file.other', defaultMessage: 'Choose another file' },
  sheet: { id: 'imports.file.sheet', defaultMessage: 'Sheet' },
  // Step 2: the columns
  mappingHeading: { id: 'imports.mapping.heading', defaultMessage: 'Match the columns' },
  mappingIntro: {
    id: 'imports.mapping.intro',
    defaultMessage:
      'Columns were matched by their headers. Change any of them; columns set to “Ignore” are not imported.',
  },
  mappingColumn: { id: 'imports.mapping.column', defaultMessage: 'Column in your file' },
  mappingExample: { id: 'imports.mapping.example', defaultMessage: 'First value' },
  mappingField: { id: 'imports.mapping.field', defaultMessage: 'Import as' },
  mappingIgnore: { id: 'imports.mapping.ignore', defaultMessage: 'Ignore' },
  mappingNoTitle: {
    id: 'imports.mapping.noTitle',
    defaultMessage:
      'No column is imported as the title: new products are titled by their code and marked “Needs a title”.',
  },
  mappingNoKey: {
    id: 'imports.mapping.noKey',
    defaultMessage:
      'Import a SKU or a store link column: they tell which of your products a row is.',
  },
  check: { id: 'imports.check', defaultMessage: 'Check rows' },
  // Step 3: the preview
  checking: {
    id: 'imports.preview.checking',
    defaultMessage: 'Checking every row against your products…',
  },
  checkFailed: {
    id: 'imports.preview.failed',
    defaultMessage: 'The rows could not be checked. Please try again.',
  },
  previewHeading: { id: 'imports.preview.heading', defaultMessage: 'Before you import' },
  errorsHeading: { id: 'imports.preview.errors', defaultMessage: 'Rows that will not be imported' },
  errorRow: { id: 'imports.preview.row', defaultMessage: 'Row' },
  errorColumn: { id: 'imports.preview.column', defaultMessage: 'Column' },
  errorReason: { id: 'imports.preview.reason', defaultMessage: 'Problem' },
  wholeRow: { id: 'imports.preview.wholeRow', defaultMessage: 'Whole row' },
  untitledHeading: {
    id: 'imports.preview.untitledHeading',
    defaultMessage: 'Rows without a title',
  },
  untitledNote: {
    id: 'imports.preview.untitledNote',
    defaultMessage:
      'These rows do not name their product. Each is imported with a title made from its code and marked “Needs a title” in your product list until you give it a name.',
  },
  untitledTitle: { id: 'imports.preview.untitledTitle', defaultMessage: 'Title given' },
  nothingToImport: {
    id: 'imports.preview.nothing',
    defaultMessage: 'No row can be imported. Fix the rows above and choose the file again.',
  },
  back: { id: 'imports.back', defaultMessage: 'Back' },
  uploadFailed: {
    id: 'imports.upload.failed',
    defaultMessage: 'The import could not be started. Please try again.',
  },
  // Jobs
  jobsHeading: { id: 'imports.jobs.heading', defaultMessage: 'Recent imports' },
  jobsEmpty: { id: 'imports.jobs.empty', defaultMessage: 'No imports yet.' },
  jobsFailed: { id: 'imports.jobs.failed', defaultMessage: 'Your imports could not be loaded.' },
  jobOpen: { id: 'imports.job.open', defaultMessage: 'Details' },
  newImport: { id: 'imports.job.new', defaultMessage: 'New import' },
  summaryHeading: { id: 'imports.summary.heading', defaultMessage: 'Import finished' },
  downloadRejected: {
    id: 'imports.summary.downloadRejected',
    defaultMessage: 'Download rejected rows',
  },
  downloadFailed: {
    id: 'imports.summary.downloadFailed',
    defaultMessage: 'The rejected rows could not be downloaded. Please try again.',
  },
  undo: { id: 'imports.undo', defaultMessage: 'Undo this import' },
  undoTitle: { id: 'imports.undo.title', defaultMessage: 'Undo this import?' },
  undoConfirm: { id: 'imports.undo.confirm', defaultMessage: 'Undo import' },
  undoCancel: { id: 'imports.undo.cancel', defaultMessage: 'Cancel' },
  undoFailed: {
    id: 'imports.undo.failed',
    defaultMessage: 'The undo could not be started. Please try again.',
  },
  undoneHeading: { id: 'imports.undo.done', defaultMessage: 'Import undone' },
  undoSkippedHeading: {
    id: 'imports.undo.skippedHeading',
    defaultMessage: 'Not undone',
  },
  rejectedErrorColumn: { id: 'imports.rejected.errorColumn', defaultMessage: 'Error' },
  rejectedRowColumn: { id: 'imports.rejected.rowColumn', defaultMessage: 'Row' },
});

export const fileLimitsMessage = defineMessage<{ rows: number; megabytes: number }>({
  id: 'imports.file.limits',
  defaultMessage:
    'CSV (comma, semicolon or tab; UTF-8, UTF-16 or Windows-1252) or Excel .xlsx/.xls, up to {rows, number} rows and {megabytes, number} MB.',
});

export const fileReadMessage = defineMessage<{ name: string; rows: number }>({
  id: 'imports.file.read',
  defaultMessage: '{name}: {rows, plural, one {# row} other {# rows}}',
});

export const parseErrorMessages: Record<ParseErrorCode, MessageDescriptor> = defineMessages({
  tooLarge: {
    id: 'imports.file.error.tooLarge',
    defaultMessage: 'The file is larger than {megabytes, number} MB. Split it into smaller files.',
  },
  tooManyRows: {
    id: 'imports.file.error.tooManyRows',
    defaultMessage: 'The file has more than {rows, number} rows. Split it into smaller files.',
  },
  empty: {
    id: 'imports.file.error.empty',
    defaultMessage: 'The file has no rows below its header.',
  },
  unreadable: {
    id: 'imports.file.error.unreadable',
    defaultMessage: 'The file could not be read. Save it as CSV or .xlsx and try again.',
  },
  unsupported: {
    id: 'imports.file.error.unsupported',
    defaultMessage:
      'Only CSV and Excel .xlsx/.xls files can be imported. Save the file in one of them.',
  },
});

/** The import fields' names, as the mapping, the error table and the rejected rows file use them. */
export const fieldMessages: Record<ImportField, MessageDescriptor> = defineMessages({
  title: { id: 'imports.field.title', defaultMessage: 'Title' },
  sku: { id: 'imports.field.sku', defaultMessage: 'SKU' },
  variantSkus: { id: 'imports.field.variantSkus', defaultMessage: 'Variant SKUs' },
  amazonUrl: { id: 'imports.field.amazonUrl', defaultMessage: 'Amazon link' },
  asin: { id: 'imports.field.asin', defaultMessage: 'ASIN' },
  amazonMarketplace: {
    id: 'imports.field.amazonMarketplace',
    defaultMessage: 'Amazon marketplace',
  },
  emagUrl: { id: 'imports.field.emagUrl', defaultMessage: 'eMAG link' },
  shopifyUrl: { id: 'imports.field.shopifyUrl', defaultMessage: 'Shopify link' },
  minRating: { id: 'imports.field.minRating', defaultMessage: 'Minimum rating' },
  complianceMode: { id: 'imports.field.complianceMode', defaultMessage: 'Compliance mode' },
  templateName: { id: 'imports.field.templateName', defaultMessage: 'Template' },
});

export const issueMessages: Record<ImportIssueCode, MessageDescriptor> = defineMessages({
  'import.asinInvalid': {
    id: 'imports.issue.asinInvalid',
    defaultMessage: 'An ASIN has 10 letters and digits, like B07PGL2ZSL',
  },
  'import.marketplaceRequired': {
    id: 'imports.issue.marketplaceRequired',
    defaultMessage: 'Add the Amazon marketplace of this ASIN, like amazon.de',
  },
  'import.marketplaceUnknown': {
    id: 'imports.issue.marketplaceUnknown',
    defaultMessage: 'This is not an Amazon marketplace; write it like amazon.de or amazon.co.uk',
  },
  'import.asinMismatch': {
    id: 'imports.issue.asinMismatch',
    defaultMessage: 'The Amazon link is for another ASIN than the ASIN column',
  },
  'import.complianceInvalid': {
    id: 'imports.issue.complianceInvalid',
    defaultMessage: 'Write yes or no',
  },
  'import.templateNotFound': {
    id: 'imports.issue.templateNotFound',
    defaultMessage: 'You have no template with this name',
  },
  'import.templateAmbiguous': {
    id: 'imports.issue.templateAmbiguous',
    defaultMessage: 'Several of your templates have this name; rename one of them',
  },
  'import.duplicateInFile': {
    id: 'imports.issue.duplicateInFile',
    defaultMessage: 'The same product as row {row}',
  },
  'import.skuAmbiguous': {
    id: 'imports.issue.skuAmbiguous',
    defaultMessage: 'Several of your products have this SKU; give each its own',
  },
  'import.keyRequired': {
    id: 'imports.issue.keyRequired',
    defaultMessage:
      'Add a SKU or a store link, so that importing the file again updates this product instead of adding another',
  },
  'import.linkAmbiguous': {
    id: 'imports.issue.linkAmbiguous',
    defaultMessage: 'The links of this row belong to different products of yours',
  },
  'import.rowInvalid': {
    id: 'imports.issue.rowInvalid',
    defaultMessage: 'This row could not be read',
  },
  'import.productLimit': {
    id: 'imports.issue.productLimit',
    defaultMessage:
      'Your account has reached its product limit ({max, number}); delete products you no longer need, then import this row again',
  },
});

export const countMessages = defineMessages({
  created: { id: 'imports.count.created', defaultMessage: 'New products' },
  updated: { id: 'imports.count.updated', defaultMessage: 'Updated' },
  unchanged: { id: 'imports.count.unchanged', defaultMessage: 'Unchanged' },
  rejected: { id: 'imports.count.rejected', defaultMessage: 'Rejected' },
});

export const importButtonMessage = defineMessage<{ count: number }>({
  id: 'imports.confirm',
  defaultMessage: 'Import {count, plural, one {# row} other {# rows}}',
});

export const uploadingMessage = defineMessage<{ done: number; total: number }>({
  id: 'imports.uploading',
  defaultMessage: 'Sending the rows… {done, number} of {total, number} parts',
});

export const progressMessage = defineMessage<{ done: number; total: number }>({
  id: 'imports.progress',
  defaultMessage: '{done, number} of {total, number} rows',
});

export const etaMessage = defineMessage<{ seconds: number }>({
  id: 'imports.progress.eta',
  defaultMessage: '{seconds, plural, one {About # second left} other {About # seconds left}}',
});

export const etaMinutesMessage = defineMessage<{ minutes: number }>({
  id: 'imports.progress.etaMinutes',
  defaultMessage: '{minutes, plural, one {About # minute left} other {About # minutes left}}',
});

export const jobLineMessage = defineMessage<{ name: string; date: Date }>({
  id: 'imports.job.line',
  defaultMessage: '{name} · {date, date, medium} {date, time, short}',
});

export const statusMessages: Record<
  'uploading' | 'queued' | 'running' | 'done' | 'failed' | 'undoQueued' | 'undoing' | 'undone',
  MessageDescriptor
> = defineMessages({
  uploading: { id: 'imports.status.uploading', defaultMessage: 'Upload not finished' },
  queued: { id: 'imports.status.queued', defaultMessage: 'Waiting to start' },
  running: { id: 'imports.status.running', defaultMessage: 'Importing' },
  done: { id: 'imports.status.done', defaultMessage: 'Finished' },
  failed: { id: 'imports.status.failed', defaultMessage: 'Failed' },
  undoQueued: { id: 'imports.status.undoQueued', defaultMessage: 'Undo waiting to start' },
  undoing: { id: 'imports.status.undoing', defaultMessage: 'Undoing' },
  undone: { id: 'imports.status.undone', defaultMessage: 'Undone' },
});

export const jobErrorMessages: Record<ImportJobError, MessageDescriptor> = {
  ...defineMessages({
    invalidJob: {
      id: 'imports.error.invalidJob',
      defaultMessage: 'This import could not be read. Please start it again.',
    },
    incompleteUpload: {
      id: 'imports.error.incompleteUpload',
      defaultMessage: 'Not all rows of this import arrived. Please start it again.',
    },
    dailyRowLimit: {
      id: 'imports.error.dailyRowLimit',
      defaultMessage:
        'This import would go over the daily limit on imported rows ({rows, number}), so nothing was imported. The count starts again at midnight UTC: try again then, or import a smaller file.',
    },
    unconfirmedUploadsLimit: {
      id: 'imports.error.unconfirmedUploadsLimit',
      defaultMessage:
        'This upload was stopped: you already have the most unfinished uploads allowed at once ({uploads, number}), counting uploads still in progress and those interrupted before you confirmed them. Nothing was imported. Try again once one of them has finished; an interrupted upload is removed 24 hours after it started.',
    },
  }),
  runningJobsLimit: runningJobsLimitMessage,
};

export const uploadingJobMessage = defineMessage({
  id: 'imports.job.uploadingHint',
  defaultMessage: 'The upload was interrupted before it finished; nothing was imported.',
});

export const undoIntroMessage = defineMessage<{ created: number; updated: number }>({
  id: 'imports.undo.intro',
  defaultMessage:
    'This deletes the {created, plural, one {# product} other {# products}} the import created and restores what it changed in {updated, plural, one {# product} other {# products}}. Products changed since the import, and new products that already have reviews, are left as they are.',
});

export const undoSummaryMessage = defineMessage<{
  deleted: number;
  restored: number;
  skipped: number;
}>({
  id: 'imports.undo.summary',
  defaultMessage:
    '{deleted, plural, one {# product deleted} other {# products deleted}}, {restored, plural, one {# restored} other {# restored}}, {skipped, plural, one {# could not be undone} other {# could not be undone}}.',
});

export const undoProgressMessage = defineMessage<{ done: number; total: number }>({
  id: 'imports.undo.progress',
  defaultMessage: 'Undoing the import… {done, number} of {total, number} products',
});

export const undoOutcomeMessages: Record<
  Exclude<ImportUndoOutcome, 'pending' | 'deleted' | 'restored'>,
  MessageDescriptor
> = defineMessages({
  changedSince: {
    id: 'imports.undo.outcome.changedSince',
    defaultMessage: 'Changed since the import: left as it is',
  },
  hasReviews: {
    id: 'imports.undo.outcome.hasReviews',
    defaultMessage: 'Has reviews by now: kept',
  },
  missing: { id: 'imports.undo.outcome.missing', defaultMessage: 'Deleted since the import' },
});

export const undoSkippedLineMessage = defineMessage<{ row: number; outcome: string }>({
  id: 'imports.undo.skippedLine',
  defaultMessage: 'Row {row, number}: {outcome}',
});

export const columnFallbackMessage = defineMessage<{ letter: string }>({
  id: 'imports.mapping.columnFallback',
  defaultMessage: 'Column {letter} (no header)',
});

export const duplicateMappingMessage = defineMessage<{ field: string }>({
  id: 'imports.mapping.duplicate',
  defaultMessage:
    'Two columns are imported as “{field}”. Set one of them to another field or to Ignore.',
});

/** "Title: Please enter a product title", "New products: 12": a label and its value. */
export const labelValueMessage = defineMessage<{ label: string; value: string }>({
  id: 'imports.labelValue',
  defaultMessage: '{label}: {value}',
});

/** The running job's heading: its file and its state. */
export const jobTitleMessage = defineMessage<{ fileName: string; status: string }>({
  id: 'imports.job.title',
  defaultMessage: '{fileName} · {status}',
});

/** What the file step found the file to be (import-sources.ts). */
export const sourceMessages: Record<ImportSource, MessageDescriptor> = defineMessages({
  amazonReport: { id: 'imports.source.amazonReport', defaultMessage: 'Amazon All Listings report' },
  amazonFlatFile: {
    id: 'imports.source.amazonFlatFile',
    defaultMessage: 'Amazon inventory file (flat file)',
  },
  shopify: { id: 'imports.source.shopify', defaultMessage: 'Shopify product export' },
  woocommerce: { id: 'imports.source.woocommerce', defaultMessage: 'WooCommerce export' },
  emag: { id: 'imports.source.emag', defaultMessage: 'eMAG offers file' },
  own: { id: 'imports.source.own', defaultMessage: 'your own spreadsheet' },
});

export const sourceFoundMessage = defineMessage<{ source: string }>({
  id: 'imports.source.found',
  defaultMessage: 'Recognised: {source}',
});

export const sourceQuestionMessages = defineMessages({
  amazonMarketplace: {
    id: 'imports.source.amazonMarketplace',
    defaultMessage: 'Amazon site of these listings',
  },
  amazonMarketplaceHelp: {
    id: 'imports.source.amazonMarketplaceHelp',
    defaultMessage: 'The report has no marketplace column: each ASIN gets a link on this site.',
  },
  amazonMarketplaceGuessed: {
    id: 'imports.source.amazonMarketplaceGuessed',
    defaultMessage:
      'Guessed from the language of the column names. Change it if these listings are on another Amazon site.',
  },
  shopDomain: { id: 'imports.source.shopDomain', defaultMessage: 'Your shop’s domain' },
  shopDomainHelp: {
    id: 'imports.source.shopDomainHelp',
    defaultMessage:
      'For example shop.example.com. Each product gets the link https://your-domain/products/handle. Leave it empty for no shop links.',
  },
  wooCommerceDomainHelp: {
    id: 'imports.source.wooCommerceDomainHelp',
    defaultMessage:
      'For example shop.example.com. Each product gets the link https://your-domain/?post_type=product&p=ID, which WordPress forwards to the product’s page. Leave it empty for no shop links.',
  },
  shopDomainInvalid: {
    id: 'imports.source.shopDomainInvalid',
    defaultMessage: 'Enter a domain such as shop.example.com',
  },
  emagCountry: { id: 'imports.source.emagCountry', defaultMessage: 'eMAG site of these offers' },
  emagCountryHelp: {
    id: 'imports.source.emagCountryHelp',
    defaultMessage: 'Each eMAG product code gets a link on this site.',
  },
  chooseSite: { id: 'imports.source.chooseSite', defaultMessage: 'Choose the site' },
  includeDrafts: {
    id: 'imports.source.includeDrafts',
    defaultMessage: 'Also import drafts, private and inactive products',
  },
  includeArchived: {
    id: 'imports.source.includeArchived',
    defaultMessage: 'Also import archived products',
  },
  includeGiftCards: {
    id: 'imports.source.includeGiftCards',
    defaultMessage: 'Also import gift cards and vouchers',
  },
  overwriteTitles: {
    id: 'imports.source.overwriteTitles',
    defaultMessage:
      'Replace the titles of products already in your catalogue with this file’s titles',
  },
  upgradeHttp: {
    id: 'imports.source.upgradeHttp',
    defaultMessage: 'Import links that start with http:// as https://',
  },
  guide: {
    id: 'imports.source.guide',
    defaultMessage: 'How to download your marketplace’s file, and what the import does with it',
  },
});

/** The preview's lines on rows that did not become products of their own. */
export const sourceSummaryMessages = defineMessages({
  variants: {
    id: 'imports.summary.variants',
    defaultMessage: 'Variant rows folded into their product',
  },
  images: { id: 'imports.summary.images', defaultMessage: 'Image rows folded into their product' },
  skippedDrafts: {
    id: 'imports.summary.skippedDrafts',
    defaultMessage: 'Drafts, private and inactive products left out',
  },
  skippedArchived: {
    id: 'imports.summary.skippedArchived',
    defaultMessage: 'Archived products left out',
  },
  skippedGiftCards: {
    id: 'imports.summary.skippedGiftCards',
    defaultMessage: 'Gift cards and vouchers left out',
  },
});
