import type { Store } from '@shared/constants';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** Display names of the stores (brand names; translations keep them as they are). */
export const storeNames: Record<Store, MessageDescriptor> = defineMessages({
  amazon: { id: 'store.amazon', defaultMessage: 'Amazon' },
  emag: { id: 'store.emag', defaultMessage: 'eMAG' },
  shopify: { id: 'store.shopify', defaultMessage: 'Shopify' },
});
