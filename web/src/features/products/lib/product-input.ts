import { ProductInput, type ProductDoc } from '@shared';
import * as v from 'valibot';

/** The seller-editable part of a stored product (the schema keeps ProductInput's keys only). */
export function toProductInput(product: ProductDoc): ProductInput {
  return v.parse(ProductInput, product);
}
