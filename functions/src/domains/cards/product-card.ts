/**
 * Keeps products/{id}'s card PNG in Storage in step with the product: renders when anything the
 * card shows changed, records { path, version } on the product, and does nothing otherwise.
 *
 * Idempotency: `version` hashes every input of the drawing (and CARD_RENDERER_VERSION). A product
 * whose cardRender.version equals the hash of its current inputs is skipped without a render; the
 * PNG carries the same version in its Storage metadata, so an event retried after the upload but
 * before the product was updated records the existing PNG instead of rendering it again.
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { converters, validData } from '../../platform/firestore.js';
import { cardRenderVersion, isOwnLogoPath, paths, storagePaths } from '../../shared/index.js';
import { productCardInput } from '../../shared/card-svg.js';
import { isNotFound, type CardBucket } from './card-bucket.js';
import { logoDataUrl, renderCardPng } from './render-card-png.js';

export type CardRenderOutcome =
  | 'rendered'
  | 'recorded' // the PNG for this version was already in Storage (retried event)
  | 'unchanged'
  | 'superseded' // the product changed while rendering; the newer event renders
  | 'deleted'
  | 'invalid';

export interface ProductCardDeps {
  db: Firestore;
  bucket: CardBucket;
  /** Origin the review page is served from, e.g. https://demo-qr-reviews.web.app. */
  appOrigin: string;
  log?: (message: string, details?: Record<string, unknown>) => void;
}

async function loadLogo(bucket: CardBucket, logoPath: string): Promise<string | null> {
  if (!logoPath) return null;
  try {
    const file = bucket.file(logoPath);
    const [[metadata], [bytes]] = await Promise.all([file.getMetadata(), file.download()]);
    return logoDataUrl(bytes, metadata.contentType ?? '');
  } catch (error) {
    if (isNotFound(error)) return null; // logo deleted: the card is drawn without it
    throw error;
  }
}

/** Version recorded on the PNG already in Storage, or null when there is none. */
async function storedVersion(bucket: CardBucket, path: string): Promise<string | null> {
  try {
    const [metadata] = await bucket.file(path).getMetadata();
    const version = metadata.metadata?.version;
    return typeof version === 'string' ? version : null;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/**
 * Brings the card PNG of products/{productId} up to date. `ownerIdHint` names the owner when the
 * product is gone (a delete event), so its PNG can be removed.
 */
export async function syncProductCard(
  deps: ProductCardDeps,
  productId: string,
  ownerIdHint?: string,
): Promise<CardRenderOutcome> {
  const ref = deps.db.doc(paths.product(productId)).withConverter(converters.product);
  const snapshot = await ref.get();
  if (!snapshot.exists) {
    if (ownerIdHint) {
      await deps.bucket
        .file(storagePaths.cardPng(ownerIdHint, productId))
        .delete({ ignoreNotFound: true });
    }
    return 'deleted';
  }
  const product = validData(snapshot);
  if (!product) return 'invalid';

  const inputs = productCardInput(product, productId, deps.appOrigin);
  const version = await cardRenderVersion(inputs);
  if (product.cardRender?.version === version) return 'unchanged';

  const path = storagePaths.cardPng(product.ownerId, productId);
  let outcome: CardRenderOutcome = 'recorded';
  if ((await storedVersion(deps.bucket, path)) !== version) {
    const png = await renderCardPng({
      title: inputs.title,
      reviewUrl: inputs.reviewUrl,
      card: inputs.card,
      qrStyle: inputs.qrStyle,
      language: inputs.language,
      // Only the owner's own logos (rules enforce it on templates; checked again here).
      logoHref: isOwnLogoPath(inputs.logoPath, product.ownerId)
        ? await loadLogo(deps.bucket, inputs.logoPath)
        : null,
    });
    await deps.bucket.file(path).save(png, {
      contentType: 'image/png',
      resumable: false,
      // Private to the owner (storage.rules); no-cache so a re-rendered card is seen at once.
      metadata: { cacheControl: 'private, no-cache', metadata: { productId, version } },
    });
    outcome = 'rendered';
  }

  // Record only if the product still has these inputs; otherwise its newer event takes over.
  return deps.db.runTransaction(async (tx) => {
    const current = await tx.get(ref);
    const data = validData(current);
    if (!data) return 'superseded';
    if ((await cardRenderVersion(productCardInput(data, productId, deps.appOrigin))) !== version) {
      return 'superseded';
    }
    if (data.cardRender?.version === version) return outcome;
    tx.update(ref, { cardRender: { path, version, renderedAt: FieldValue.serverTimestamp() } });
    return outcome;
  });
}
