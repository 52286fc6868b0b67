import type { Locale } from '@shared';
import type { CaseOfferResponse } from '@shared/review-api';
import { useEffect, useState, type ComponentType } from 'react';
import { loadCatalogParts } from '@/i18n/catalogs';
import type { CaseOfferProps } from './case-offer';

interface CaseOfferSlotProps {
  productId: string;
  minRating: number;
  /** The review just sent. */
  rating: number;
  submissionId: string;
  locale: Locale;
}

interface Loaded {
  CaseOffer: ComponentType<CaseOfferProps>;
  offer: CaseOfferResponse;
}

/** The form's code, the `case` part of the locale's catalog and the seller's offer, at once. */
function loadCaseOffer(productId: string, locale: Locale): Promise<Loaded> {
  return Promise.all([
    import('./case-offer'),
    loadCatalogParts(locale, ['case']),
    import('../api/get-case-offer').then(({ getCaseOffer }) => getCaseOffer(productId)),
  ]).then(([module, , offer]) => ({ CaseOffer: module.CaseOffer, offer }));
}

/** Below the product's minimum always; at or above it only when the seller offers it there too. */
export function offersCase(rating: number, minRating: number, offer: CaseOfferResponse): boolean {
  return rating < minRating || offer.offerOnAllRatings;
}

/**
 * "Would you like <seller> to contact you?", below the outcome screen (which it never changes):
 * after a rating below the product's minimum, or after every rating when the seller asked for
 * that. Code and words most customers never see: they load (with the seller's name and settings)
 * only once the outcome is on screen, so the review page's first load stays light. If they cannot
 * be loaded, the outcome screen stays as it is, without the offer.
 */
export function CaseOfferSlot({
  productId,
  minRating,
  rating,
  submissionId,
  locale,
}: CaseOfferSlotProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let current = true;
    loadCaseOffer(productId, locale).then(
      (next) => current && setLoaded(next),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [productId, locale]);
  if (!loaded) return null;
  const { CaseOffer, offer } = loaded;
  if (!offersCase(rating, minRating, offer)) return null;
  return (
    <CaseOffer
      sellerName={offer.sellerName}
      retentionDays={offer.retentionDays}
      productId={productId}
      submissionId={submissionId}
      locale={locale}
    />
  );
}
