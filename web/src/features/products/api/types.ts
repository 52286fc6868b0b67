import type { ProductDoc } from '@shared';

/** A product as the seller's screens hold it: the stored document (with its server fields) and its id. */
export type ProductRow = ProductDoc & { id: string };
