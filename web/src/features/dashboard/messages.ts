import { defineMessage, defineMessages } from 'react-intl';

export const dashboardMessages = defineMessages({
  pageTitle: { id: 'dashboard.pageTitle', defaultMessage: 'Dashboard' },
  backToProducts: { id: 'dashboard.backToProducts', defaultMessage: 'Products' },
  editProduct: { id: 'dashboard.editProduct', defaultMessage: 'Edit product' },
  notFound: {
    id: 'dashboard.notFound',
    defaultMessage: 'This product does not exist or belongs to another seller.',
  },
  loadFailed: { id: 'dashboard.loadFailed', defaultMessage: 'The dashboard could not be loaded.' },
  tabsLabel: { id: 'dashboard.tabs', defaultMessage: 'Dashboard sections' },
  tabReviews: { id: 'dashboard.tab.reviews', defaultMessage: 'Reviews' },
  tabFunnel: { id: 'dashboard.tab.funnel', defaultMessage: 'Funnel' },
  statReviews: { id: 'dashboard.stat.reviews', defaultMessage: 'Reviews' },
  statAverage: { id: 'dashboard.stat.average', defaultMessage: 'Average rating' },
  statPublished: { id: 'dashboard.stat.published', defaultMessage: 'Published' },
  statPrivate: { id: 'dashboard.stat.private', defaultMessage: 'Private' },
  noRating: { id: 'dashboard.stat.noRating', defaultMessage: '–' },
  funnelTitle: { id: 'dashboard.funnel.title', defaultMessage: 'Last 30 days' },
  funnelHelp: {
    id: 'dashboard.funnel.help',
    defaultMessage:
      'How customers move through the review page. Days are counted in UTC; a page opened twice counts twice.',
  },
  funnelEmpty: { id: 'dashboard.funnel.empty', defaultMessage: 'No visits in the last 30 days.' },
  funnelDay: { id: 'dashboard.funnel.day', defaultMessage: 'Day' },
  funnelTotal: { id: 'dashboard.funnel.total', defaultMessage: 'Total' },
  opened: { id: 'dashboard.funnel.opened', defaultMessage: 'Page opened' },
  store_chosen: { id: 'dashboard.funnel.storeChosen', defaultMessage: 'Store chosen' },
  submitted: { id: 'dashboard.funnel.submitted', defaultMessage: 'Review submitted' },
  published: { id: 'dashboard.funnel.published', defaultMessage: 'Published' },
  review_link_opened: {
    id: 'dashboard.funnel.reviewLinkOpened',
    defaultMessage: 'Review page opened',
  },
});

export const dashboardValueMessages = {
  pageTitle: defineMessage<{ title: string }>({
    id: 'dashboard.pageTitleProduct',
    defaultMessage: 'Dashboard: {title}',
  }),
  minRating: defineMessage<{ stars: number }>({
    id: 'dashboard.minRating',
    defaultMessage:
      'Reviews with {stars, plural, one {# star} other {# stars}} or more are published.',
  }),
};
