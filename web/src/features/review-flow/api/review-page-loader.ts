import type { PublicProductResponse } from '@shared/review-api';
import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { browserLocale } from '@/i18n/locale';
import { getPublicProduct } from './get-public-product';
import { ReviewApiError } from './review-api-client';

export type ReviewPageData =
  | { product: PublicProductResponse }
  /** Its seller deleted it (the API's 410): a page that says so, never another product. */
  | { product: null; deleted: true }
  /** It could not be loaded (offline, server error): the page offers a retry. */
  | { product: null; deleted?: false };

/**
 * An unknown product is the spec's 404 page; a deleted one its own page; other failures stay on
 * the page with a retry.
 */
export async function reviewPageLoader({ params }: LoaderFunctionArgs): Promise<ReviewPageData> {
  try {
    return { product: await getPublicProduct(params.id ?? '', browserLocale(params.locale)) };
  } catch (error) {
    if (error instanceof ReviewApiError && error.code === 'product_not_found') {
      throw data(null, { status: 404 });
    }
    if (error instanceof ReviewApiError && error.code === 'product_deleted') {
      return { product: null, deleted: true };
    }
    return { product: null };
  }
}
