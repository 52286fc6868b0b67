import { defineMessage, useIntl } from 'react-intl';

const pageTitle = defineMessage<{ title: string }>({
  id: 'app.pageTitle',
  defaultMessage: '{title} · QR Reviews',
});

/** Sets the document title; React 19 hoists <title> into <head>. */
export function PageTitle({ title }: { title: string }) {
  const intl = useIntl();
  return <title>{intl.formatMessage(pageTitle, { title })}</title>;
}
