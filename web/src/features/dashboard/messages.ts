import { defineMessage, defineMessages } from 'react-intl';

export const dashboardMessages = defineMessages({
  backToProducts: { id: 'dashboard.backToProducts', defaultMessage: 'Products' },
  editProduct: { id: 'dashboard.editProduct', defaultMessage: 'Edit product' },
  notFound: {
    id: 'dashboard.notFound',
    defaultMessage: 'This product does not exist or belongs to another seller.',
  },
  loadFailed: { id: 'dashboard.loadFailed', defaultMessage: 'The dashboard could not be loaded.' },
  tryAgain: { id: 'dashboard.tryAgain', defaultMessage: 'Try again' },
  tabsLabel: { id: 'dashboard.tabs', defaultMessage: 'Dashboard sections' },
  tabAnalytics: { id: 'dashboard.tab.analytics', defaultMessage: 'Analytics' },
  tabReviews: { id: 'dashboard.tab.reviews', defaultMessage: 'Reviews' },
});

export const dashboardValueMessages = {
  pageTitle: defineMessage<{ title: string }>({
    id: 'dashboard.pageTitleProduct',
    defaultMessage: 'Dashboard: {title}',
  }),
  /** What the minimum means for a product in compliance mode (docs/decisions.md, "Compliance mode"). */
  complianceMode: defineMessage<{ stars: number }>({
    id: 'dashboard.routing.compliance',
    defaultMessage:
      'Compliance mode: every customer is offered the store’s review page. Reviews below {stars, plural, one {# star} other {# stars}} are marked as needing your attention.',
  }),
  /** What the minimum means for a product that routes privately. */
  privateRouting: defineMessage<{ stars: number }>({
    id: 'dashboard.routing.private',
    defaultMessage:
      'Compliance mode is off: customers who rate {stars, plural, one {# star} other {# stars}} or more are offered the store’s review page; reviews below {stars, plural, one {# star} other {# stars}} are kept private.',
  }),
};

export const rangeMessages = defineMessages({
  label: { id: 'analytics.range.label', defaultMessage: 'Period' },
  '7d': { id: 'analytics.range.7d', defaultMessage: '7 days' },
  '30d': { id: 'analytics.range.30d', defaultMessage: '30 days' },
  '90d': { id: 'analytics.range.90d', defaultMessage: '90 days' },
  '12m': { id: 'analytics.range.12m', defaultMessage: '12 months' },
  custom: { id: 'analytics.range.custom', defaultMessage: 'Custom' },
  from: { id: 'analytics.range.from', defaultMessage: 'From' },
  to: { id: 'analytics.range.to', defaultMessage: 'To' },
  apply: { id: 'analytics.range.apply', defaultMessage: 'Apply' },
  invalidDate: { id: 'analytics.range.invalidDate', defaultMessage: 'Enter both dates.' },
  fromAfterTo: {
    id: 'analytics.range.fromAfterTo',
    defaultMessage: 'The start date must be on or before the end date.',
  },
  inFuture: {
    id: 'analytics.range.inFuture',
    defaultMessage: 'The end date cannot be in the future.',
  },
  tooLong: {
    id: 'analytics.range.tooLong',
    defaultMessage: 'A period can be at most 13 months long.',
  },
  urlRangeIgnored: {
    id: 'analytics.range.urlIgnored',
    defaultMessage: 'The period in the address could not be used; showing the last 30 days.',
  },
});

export const analyticsMessages = defineMessages({
  loading: { id: 'analytics.loading', defaultMessage: 'Loading analytics…' },
  loadFailed: { id: 'analytics.loadFailed', defaultMessage: 'The analytics could not be loaded.' },
  exportFailed: {
    id: 'analytics.exportFailed',
    defaultMessage: 'The CSV export failed. Please try again.',
  },
  offline: {
    id: 'analytics.offline',
    defaultMessage: 'These numbers come from this device’s cache and may be out of date.',
  },
  empty: {
    id: 'analytics.empty',
    defaultMessage:
      'Nothing was counted in this period. Numbers appear here as customers scan your QR codes.',
  },
  kpisLabel: { id: 'analytics.kpis.label', defaultMessage: 'Key figures' },
  opened: { id: 'analytics.kpi.opened', defaultMessage: 'Page opens' },
  rated: { id: 'analytics.kpi.rated', defaultMessage: 'Reviews' },
  average: { id: 'analytics.kpi.average', defaultMessage: 'Average rating' },
  atOrAboveShare: { id: 'analytics.kpi.atOrAboveShare', defaultMessage: 'At or above the minimum' },
  sent: { id: 'analytics.kpi.sent', defaultMessage: 'Sent to store' },
  noValue: { id: 'analytics.noValue', defaultMessage: '–' },
  noComparison: { id: 'analytics.noComparison', defaultMessage: 'No data for the previous period' },
  chartTitle: { id: 'analytics.chart.title', defaultMessage: 'Over time' },
  ratingChartTitle: {
    id: 'analytics.ratingChart.title',
    defaultMessage: 'Average rating over time',
  },
  showChart: { id: 'analytics.view.chart', defaultMessage: 'Chart' },
  showTable: { id: 'analytics.view.table', defaultMessage: 'Table' },
  viewLabel: { id: 'analytics.view.label', defaultMessage: 'Show as' },
  period: { id: 'analytics.col.period', defaultMessage: 'Period' },
  visitors: { id: 'analytics.col.visitors', defaultMessage: 'Unique visitors' },
  exportCsv: { id: 'analytics.exportCsv', defaultMessage: 'Export CSV' },
  funnelTitle: { id: 'analytics.funnel.title', defaultMessage: 'Funnel' },
  funnelHelp: {
    id: 'analytics.funnel.help',
    defaultMessage:
      'How customers move through the review page. “Sent to store” counts clicks on “Open Review Page”: whether a review is then posted happens on the store’s site.',
  },
  funnelStep: { id: 'analytics.funnel.step', defaultMessage: 'Step' },
  funnelTotal: { id: 'analytics.funnel.total', defaultMessage: 'All stores' },
  funnelCount: { id: 'analytics.funnel.count', defaultMessage: 'Count' },
  funnelShare: { id: 'analytics.funnel.share', defaultMessage: 'Share' },
  funnelDropOff: { id: 'analytics.funnel.dropOff', defaultMessage: 'Drop-off' },
  funnelStoresLabel: { id: 'analytics.funnel.storesLabel', defaultMessage: 'Funnel for' },
  stepOpened: { id: 'analytics.step.opened', defaultMessage: 'Page opened' },
  stepStoreChosen: { id: 'analytics.step.storeChosen', defaultMessage: 'Store chosen' },
  stepRated: { id: 'analytics.step.rated', defaultMessage: 'Rated' },
  stepAtOrAbove: { id: 'analytics.step.atOrAbove', defaultMessage: 'At or above the minimum' },
  stepCopied: { id: 'analytics.step.copied', defaultMessage: 'Feedback copied' },
  stepSent: { id: 'analytics.step.sent', defaultMessage: 'Sent to store' },
  starsTitle: { id: 'analytics.stars.title', defaultMessage: 'Star distribution' },
  starsHelp: {
    id: 'analytics.stars.help',
    defaultMessage: 'Select a bar to see those reviews.',
  },
  storesTitle: { id: 'analytics.stores.title', defaultMessage: 'By store' },
  languagesTitle: { id: 'analytics.languages.title', defaultMessage: 'By review page language' },
  store: { id: 'analytics.col.store', defaultMessage: 'Store' },
  language: { id: 'analytics.col.language', defaultMessage: 'Language' },
  noBreakdown: {
    id: 'analytics.breakdown.none',
    defaultMessage: 'Nothing counted in this period.',
  },
});

export const caseSettingsValueMessages = {
  retentionHelp: defineMessage<{ min: number; max: number }>({
    id: 'overview.cases.retentionHelp',
    defaultMessage:
      'From {min} to {max} days; then the request and the customer’s address are deleted.',
  }),
  retentionInvalid: defineMessage<{ min: number; max: number }>({
    id: 'overview.cases.retentionInvalid',
    defaultMessage: 'Enter a whole number of days from {min} to {max}',
  }),
};

export const analyticsValueMessages = {
  timeZone: defineMessage<{ timeZone: string }>({
    id: 'analytics.timeZone',
    defaultMessage: 'Days in {timeZone}.',
  }),
  visitors: defineMessage<{ count: number }>({
    id: 'analytics.kpi.visitors',
    defaultMessage: '{count, plural, one {# unique visitor} other {# unique visitors}}',
  }),
  previous: defineMessage<{ value: string }>({
    id: 'analytics.kpi.previous',
    defaultMessage: 'Previous period: {value}',
  }),
  points: defineMessage<{ value: string }>({
    id: 'analytics.kpi.points',
    defaultMessage: '{value} percentage points',
  }),
  stars: defineMessage<{ stars: number }>({
    id: 'analytics.stars.bar',
    defaultMessage: '{stars, plural, one {# star} other {# stars}}',
  }),
  starCount: defineMessage<{ count: string; share: string }>({
    id: 'analytics.stars.count',
    defaultMessage: '{count} ({share})',
  }),
  chartDescription: defineMessage<{ from: string; to: string }>({
    id: 'analytics.chart.description',
    defaultMessage:
      'Page opens, reviews and sent to store from {from} to {to}. The table view lists every value.',
  }),
  periodNote: defineMessage<{ from: string; to: string }>({
    id: 'analytics.periodNote',
    defaultMessage:
      'Period {from} to {to}, compared with the period of the same length just before. Unique visitors are counted per device and day.',
  }),
  fileName: defineMessage<{ name: string; from: string; to: string }>({
    id: 'analytics.fileName',
    defaultMessage: 'analytics-{name}-{from}-{to}.csv',
  }),
};

export const overviewMessages = defineMessages({
  title: { id: 'overview.title', defaultMessage: 'Account overview' },
  settingsTitle: { id: 'overview.settings.title', defaultMessage: 'Account settings' },
  intro: {
    id: 'overview.intro',
    defaultMessage: 'All of your products together, and how each one compares.',
  },
  timeZone: { id: 'overview.timeZone', defaultMessage: 'Time zone' },
  timeZoneHelp: {
    id: 'overview.timeZone.help',
    defaultMessage: 'Days are counted in this time zone from now on.',
  },
  saveTimeZone: { id: 'overview.timeZone.save', defaultMessage: 'Save' },
  timeZoneSaved: { id: 'overview.timeZone.saved', defaultMessage: 'Time zone saved' },
  timeZoneFailed: {
    id: 'overview.timeZone.failed',
    defaultMessage: 'The time zone could not be saved. Please try again.',
  },
  alertEmails: {
    id: 'overview.emails.alerts',
    defaultMessage: 'Email me within a minute when a customer rates below my minimum',
  },
  dailyDigest: {
    id: 'overview.emails.digest',
    defaultMessage: 'Send me a daily digest at 08:00 in my time zone',
  },
  caseOfferAll: {
    id: 'overview.cases.offerAll',
    defaultMessage: 'Offer contact after every rating, not only below the minimum',
  },
  caseRetentionLabel: {
    id: 'overview.cases.retentionLabel',
    defaultMessage: 'Days to keep a request without activity',
  },
  caseSettingsFailed: {
    id: 'overview.cases.saveFailed',
    defaultMessage: 'The setting could not be saved. Please try again.',
  },
  emailSettingsFailed: {
    id: 'overview.emails.failed',
    defaultMessage: 'The email setting could not be saved. Please try again.',
  },
  rankingTitle: { id: 'overview.ranking.title', defaultMessage: 'Products' },
  rankingEmpty: {
    id: 'overview.ranking.empty',
    defaultMessage: 'No product was opened or reviewed in these months.',
  },
  product: { id: 'overview.ranking.product', defaultMessage: 'Product' },
  opened: { id: 'overview.ranking.opened', defaultMessage: 'Page opens' },
  rated: { id: 'overview.ranking.rated', defaultMessage: 'Reviews' },
  conversion: { id: 'overview.ranking.conversion', defaultMessage: 'Reviews per open' },
  average: { id: 'overview.ranking.average', defaultMessage: 'Average rating' },
  trend: { id: 'overview.ranking.trend', defaultMessage: 'Page opens by month' },
});

export const overviewValueMessages = {
  rankingPeriod: defineMessage<{ from: string; to: string }>({
    id: 'overview.ranking.period',
    defaultMessage: 'Whole months from {from} to {to}.',
  }),
  trendLabel: defineMessage<{ values: string }>({
    id: 'overview.ranking.trendLabel',
    defaultMessage: 'Page opens by month: {values}',
  }),
};

/** Where alert emails go (components/alert-address.tsx). */
export const alertAddressMessages = defineMessages({
  title: { id: 'overview.alertAddress.title', defaultMessage: 'Alert address' },
  fromSignIn: {
    id: 'overview.alertAddress.fromSignIn',
    defaultMessage: 'It is the address you sign in with.',
  },
  fromLink: {
    id: 'overview.alertAddress.fromLink',
    defaultMessage: 'Its owner confirmed it with the link sent to it.',
  },
  none: {
    id: 'overview.alertAddress.none',
    defaultMessage: 'No alert email is sent: your account has no confirmed address.',
  },
  other: { id: 'overview.alertAddress.other', defaultMessage: 'Another address' },
  otherHelp: {
    id: 'overview.alertAddress.otherHelp',
    defaultMessage: 'Alert emails go there only once its owner opens the link sent to it.',
  },
  send: { id: 'overview.alertAddress.send', defaultMessage: 'Send link' },
  cancel: { id: 'overview.alertAddress.cancel', defaultMessage: 'Cancel' },
  stoppedAlerts: {
    id: 'overview.alertAddress.stoppedAlerts',
    defaultMessage:
      'The owner of this address stopped the alert emails with the link in one of them.',
  },
  stoppedDigest: {
    id: 'overview.alertAddress.stoppedDigest',
    defaultMessage:
      'The owner of this address stopped the daily digest with the link in one of them.',
  },
  stoppedAll: {
    id: 'overview.alertAddress.stoppedAll',
    defaultMessage:
      'The owner of this address stopped every email from QR Reviews with the link in one of them.',
  },
  onlyOwner: {
    id: 'overview.alertAddress.onlyOwner',
    defaultMessage:
      'Only they can switch them on again: with that link, or signed in to QR Reviews with this address. You can also send alerts to another address.',
  },
  resume: { id: 'overview.alertAddress.resume', defaultMessage: 'Switch them on again' },
  invalid: {
    id: 'overview.alertAddress.invalid',
    defaultMessage: 'Please enter a valid email address',
  },
  limit: {
    id: 'overview.alertAddress.limit',
    defaultMessage: 'That is the most confirmation links for one day. Please try again tomorrow.',
  },
  failed: {
    id: 'overview.alertAddress.failed',
    defaultMessage: 'The alert address could not be loaded or changed. Please try again.',
  },
});

export const alertAddressValueMessages = {
  current: defineMessage<{ address: string }>({
    id: 'overview.alertAddress.current',
    defaultMessage: 'Alert emails and the daily digest go to {address}.',
  }),
  useSignIn: defineMessage<{ address: string }>({
    id: 'overview.alertAddress.useSignIn',
    defaultMessage: 'Use {address}',
  }),
  pending: defineMessage<{ email: string; date: string }>({
    id: 'overview.alertAddress.pending',
    defaultMessage: 'Waiting for {email} to be confirmed (the link is valid until {date}).',
  }),
  requested: defineMessage<{ email: string }>({
    id: 'overview.alertAddress.requested',
    defaultMessage: 'Saved: alert emails go to {email} once its owner confirms it.',
  }),
};
