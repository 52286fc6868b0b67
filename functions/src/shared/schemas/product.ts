import * as v from 'valibot';
import {
  DEFAULT_MIN_RATING,
  PRODUCT_TITLE_MAX_LENGTH,
  RATING_MAX,
  RATING_MIN,
  STORES,
  URL_MAX_LENGTH,
  type Store,
} from '../constants.js';
import { isAmazonHost, isEmagHost, isHttpsUrl } from '../links.js';
import { ValidationMessage } from '../validation-messages.js';

export const CARD_TEXT_MAX_LENGTH = 80;
export const BRAND_NAME_MAX_LENGTH = 40;
export const QR_ERROR_CORRECTION_LEVELS = ['L', 'M', 'Q', 'H'] as const;
export const CARD_LAYOUTS = ['classic', 'minimal'] as const;

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
};

/** An optional store link: '' means "not sold there". */
const storeLink = (hostCheck: ((host: string) => boolean) | null, hostMessage: string) =>
  v.union(
    [
      v.literal(''),
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(URL_MAX_LENGTH, ValidationMessage.urlInvalid),
        v.url(ValidationMessage.urlInvalid),
        v.check(isHttpsUrl, ValidationMessage.urlNotHttps),
        v.check((url) => !hostCheck || hostCheck(hostOf(url)), hostMessage),
      ),
    ],
    // A union reports its own message; the field-level issues are in `issues` of the union issue.
    ValidationMessage.urlInvalid,
  );

export const ProductLinks = v.object({
  amazon: storeLink(isAmazonHost, ValidationMessage.amazonHost),
  emag: storeLink(isEmagHost, ValidationMessage.emagHost),
  shopify: storeLink(null, ValidationMessage.urlInvalid),
});
export type ProductLinks = v.InferOutput<typeof ProductLinks>;

export const HexColor = v.pipe(
  v.string(),
  v.regex(/^#[0-9a-f]{6}$/i, ValidationMessage.colorInvalid),
);

export const QrStyle = v.object({
  foreground: HexColor,
  background: HexColor,
  errorCorrection: v.picklist(QR_ERROR_CORRECTION_LEVELS),
});
export type QrStyle = v.InferOutput<typeof QrStyle>;

const cardText = (max: number) =>
  v.pipe(v.string(), v.trim(), v.maxLength(max, ValidationMessage.textTooLong));

/** Card branding: what the printable QR card shows besides the QR code and the title. */
export const CardDesign = v.object({
  headline: cardText(CARD_TEXT_MAX_LENGTH),
  callToAction: cardText(CARD_TEXT_MAX_LENGTH),
  brandName: cardText(BRAND_NAME_MAX_LENGTH),
  accentColor: HexColor,
  layout: v.picklist(CARD_LAYOUTS),
});
export type CardDesign = v.InferOutput<typeof CardDesign>;

export const MinRating = v.pipe(
  v.number(ValidationMessage.minRatingRange),
  v.integer(ValidationMessage.minRatingRange),
  v.minValue(RATING_MIN, ValidationMessage.minRatingRange),
  v.maxValue(RATING_MAX, ValidationMessage.minRatingRange),
);

/** What a seller edits. Rules (firestore.rules) enforce the same constraints server-side. */
export const ProductInput = v.object({
  title: v.pipe(
    v.string(ValidationMessage.titleRequired),
    v.trim(),
    v.nonEmpty(ValidationMessage.titleRequired),
    v.maxLength(PRODUCT_TITLE_MAX_LENGTH, ValidationMessage.titleTooLong),
  ),
  links: ProductLinks,
  minRating: MinRating,
  /** Issue 4: when on, below-threshold customers are also offered the store link (no gating). */
  complianceMode: v.boolean(),
  qrStyle: QrStyle,
  card: CardDesign,
});
export type ProductInput = v.InferOutput<typeof ProductInput>;

/** Counters only Cloud Functions write. */
export interface ProductStats {
  reviewCount: number;
  ratingSum: number;
  ratingAverage: number;
  ratingHistogram: Record<'1' | '2' | '3' | '4' | '5', number>;
  storeCounts: Record<Store, number>;
  publishedCount: number;
  privateCount: number;
}

export function emptyProductStats(): ProductStats {
  return {
    reviewCount: 0,
    ratingSum: 0,
    ratingAverage: 0,
    ratingHistogram: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
    storeCounts: { amazon: 0, emag: 0, shopify: 0 },
    publishedCount: 0,
    privateCount: 0,
  };
}

export const DEFAULT_QR_STYLE: QrStyle = {
  foreground: '#000000',
  background: '#ffffff',
  errorCorrection: 'M',
};

export const DEFAULT_CARD_DESIGN: CardDesign = {
  headline: '',
  callToAction: '',
  brandName: '',
  accentColor: '#1565c0',
  layout: 'classic',
};

export function newProductInput(): ProductInput {
  return {
    title: '',
    links: { amazon: '', emag: '', shopify: '' },
    minRating: DEFAULT_MIN_RATING,
    complianceMode: false,
    qrStyle: { ...DEFAULT_QR_STYLE },
    card: { ...DEFAULT_CARD_DESIGN },
  };
}

/** Stores a product can be bought at: those with a link. */
export function availableStores(links: ProductLinks): Store[] {
  return STORES.filter((store) => links[store] !== '');
}

/**
 * products/{id}: the seller's private document. Server fields: ownerId (set on create, immutable),
 * createdAt/updatedAt (server timestamps), stats (functions only).
 */
export interface ProductDoc extends ProductInput {
  ownerId: string;
  createdAt: unknown;
  updatedAt: unknown;
  stats: ProductStats;
}

/**
 * publicProducts/{id}: what the anonymous review page may read, mirrored from products/{id} by a
 * function. No owner id, no counters, no private fields.
 */
export interface PublicProductDoc {
  title: string;
  minRating: number;
  complianceMode: boolean;
  links: ProductLinks;
  card: CardDesign;
  qrStyle: QrStyle;
}
