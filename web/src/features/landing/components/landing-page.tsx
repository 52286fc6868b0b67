import { defineMessages, useIntl } from 'react-intl';
import { PageTitle } from '@/components/ui/page-title';
import { ClosingCta } from './closing-cta';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { Marketplaces } from './marketplaces';
import { Testimonials } from './testimonials';

/** The page's title and its description for search engines (also in the pre-rendered HTML). */
export const landingMetaMessages = defineMessages({
  title: { id: 'landing.pageTitle', defaultMessage: 'More product reviews with QR codes' },
  description: {
    id: 'landing.meta.description',
    defaultMessage:
      'Printable QR cards that turn every package into a product review on Amazon, eMAG and Shopify. Free to start, no credit card needed.',
  },
});

/** Spec §2 landing: hero, how it works, marketplaces, testimonials, closing call to action. */
export function LandingPage() {
  const intl = useIntl();
  return (
    <>
      <PageTitle title={intl.formatMessage(landingMetaMessages.title)} />
      <Hero />
      <HowItWorks />
      <Marketplaces />
      <Testimonials />
      <ClosingCta />
    </>
  );
}
