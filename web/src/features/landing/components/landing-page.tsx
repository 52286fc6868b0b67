import { useIntl } from 'react-intl';
import { PageTitle } from '@/components/ui/page-title';
import { ClosingCta } from './closing-cta';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { Marketplaces } from './marketplaces';
import { Testimonials } from './testimonials';

/** Spec §2 landing: hero, how it works, marketplaces, testimonials, closing call to action. */
export function LandingPage() {
  const intl = useIntl();
  return (
    <>
      <PageTitle
        title={intl.formatMessage({
          id: 'landing.pageTitle',
          defaultMessage: 'More product reviews with QR codes',
        })}
      />
      <Hero />
      <HowItWorks />
      <Marketplaces />
      <Testimonials />
      <ClosingCta />
    </>
  );
}
