import type { Locale } from '@shared';
import type { NextSteps } from '@shared/review-api';
import { useEffect, useState, type ComponentType } from 'react';
import { loadCatalogParts } from '@/i18n/catalogs';
import { casePart } from '@/i18n/parts/case';
import type { CaseOfferProps } from './case-offer';

interface CaseOfferSlotProps {
  /** The offer as the submission's answer carries it (next.contactOffer). */
  offer: NonNullable<NextSteps['contactOffer']>;
  productId: string;
  /** The review just sent. */
  submissionId: string;
  locale: Locale;
}

/** The form's code and the `case` part of the locale's catalog, at once. */
function loadCaseOffer(locale: Locale): Promise<ComponentType<CaseOfferProps>> {
  return Promise.all([import('./case-offer'), loadCatalogParts(locale, [casePart])]).then(
    ([module]) => module.CaseOffer,
  );
}

/**
 * "Would you like <seller> to contact you?", below the outcome screen (which it never changes),
 * rendered only when the server's answer offers it. Code and words most customers never see: they
 * load only then, so the review page's first load stays light. If they cannot be loaded, the
 * outcome screen stays as it is, without the offer.
 */
export function CaseOfferSlot({ offer, productId, submissionId, locale }: CaseOfferSlotProps) {
  const [CaseOffer, setCaseOffer] = useState<ComponentType<CaseOfferProps> | null>(null);
  useEffect(() => {
    let current = true;
    loadCaseOffer(locale).then(
      (loaded) => current && setCaseOffer(() => loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [locale]);
  if (!CaseOffer) return null;
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
