import type { Locale } from '@shared';
import { useEffect, useState, type ComponentType } from 'react';
import { loadCatalogParts } from '@/i18n/catalogs';
import type { CaseOfferProps } from './case-offer';

const loads = new Map<Locale, Promise<ComponentType<CaseOfferProps>>>();

/** The form's code and the `case` part of the locale's catalog, once per page load. */
function loadCaseOffer(locale: Locale): Promise<ComponentType<CaseOfferProps>> {
  let load = loads.get(locale);
  if (!load) {
    load = Promise.all([import('./case-offer'), loadCatalogParts(locale, ['case'])]).then(
      ([module]) => module.CaseOffer,
    );
    load.catch(() => loads.delete(locale));
    loads.set(locale, load);
  }
  return load;
}

/**
 * The contact offer is code and words most customers never see: it loads (with the catalog's
 * `case` part) only when the outcome screen shows it, so the review page's first load stays light.
 * If it cannot be downloaded, the outcome screen stays as it is, without the offer.
 */
export function CaseOfferSlot(props: CaseOfferProps) {
  const [CaseOffer, setCaseOffer] = useState<ComponentType<CaseOfferProps> | null>(null);
  useEffect(() => {
    let current = true;
    loadCaseOffer(props.locale).then(
      (component) => current && setCaseOffer(() => component),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [props.locale]);
  return CaseOffer ? <CaseOffer {...props} /> : null;
}
