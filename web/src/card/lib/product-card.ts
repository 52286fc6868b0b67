import {
  cardRenderVersion,
  type AppliedTemplate,
  type CardDesign,
  type CardRender,
  type QrStyle,
} from '@shared';
import { buildCardSvg, productCardInput } from '@shared/card-svg';
import { getBlob, ref, type FirebaseStorage } from 'firebase/storage';
import { isStorageAvailable } from '@/lib/firebase-storage';
import { loadCardLogo } from './card-logo';
import { cardSvgPngBlob } from './card-png';

/** What a card is drawn from: a stored product (ProductRow) or the edit screen's draft. */
export interface CardProduct {
  id: string;
  title: string;
  card: CardDesign;
  qrStyle: QrStyle;
  /** Server field: the applied template's language (review URL, lang) and logo. */
  appliedTemplate?: AppliedTemplate;
  /** Server field: the PNG the renderProductCard function stored, and what it was drawn from. */
  cardRender?: CardRender;
}

/** The origin the page runs on: what its QR codes point at. */
const pageOrigin = () => window.location.origin;

/**
 * The card's drawing inputs, exactly as the server renderer takes them (productCardInput in
 * @shared): the same title, review URL, design, language and logo path.
 */
export const cardInputOf = (product: CardProduct, origin = pageOrigin()) =>
  productCardInput(product, product.id, origin);

/** The card as an SVG document, with its logo (loaded once per path). */
async function productCardSvg(storage: FirebaseStorage, product: CardProduct) {
  const { logoPath, ...input } = cardInputOf(product);
  return buildCardSvg({ ...input, logoHref: await loadCardLogo(storage, logoPath) });
}

/**
 * The one way a product becomes a card PNG (1050 × 1500 px), for every path: the edit screen's
 * download, bulk downloads and their ZIP, and the A4 print sheet. The PNG the server stored is
 * used when it is current (its cardRender.version is what @shared computes for the product as it
 * is now, so it shows exactly this card); otherwise, and wherever Storage is not available, the
 * card is rendered here from the same drawing.
 */
export async function productCardPng(
  storage: FirebaseStorage,
  product: CardProduct,
): Promise<Blob> {
  const stored = product.cardRender;
  if (stored && (await isStorageAvailable())) {
    if (stored.version === (await cardRenderVersion(cardInputOf(product)))) {
      try {
        return await getBlob(ref(storage, stored.path));
      } catch (error) {
        // Gone or unreadable: draw it here instead.
        console.error(`Stored card ${stored.path} could not be read`, error);
      }
    }
  }
  return cardSvgPngBlob(await productCardSvg(storage, product));
}
