import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
import { FieldValue } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { converters } from '../../src/platform/firestore.js';
import { useAdminFirestore } from '../support/admin-firestore.js';
import { describe, expect, it } from 'vitest';
import type { CardBucket } from '../../src/domains/cards/card-bucket.js';
import { syncProductCard } from '../../src/domains/cards/product-card.js';
import { productCardInput } from '../../src/shared/card-svg.js';
import {
  cardRenderVersion,
  CARD_HEIGHT_PX,
  CARD_WIDTH_PX,
  newProductDoc,
  newProductInput,
  paths,
  storagePaths,
  type AppliedTemplate,
} from '../../src/shared/index.js';
import { RecordingBucket } from './recording-bucket.js';

// jsqr's module.exports is the decoder itself; its typings declare an ES default export.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;

/** The card render trigger's domain code against the real Firestore emulator. */
const PROJECT_ID = 'demo-qr-reviews-card-render';
const OWNER = 'seller-owner';
const ORIGIN = 'https://cards.example';
const PNG_PATH = storagePaths.cardPng(OWNER, 'p1');
const { app, db } = useAdminFirestore(PROJECT_ID, { storageBucket: `${PROJECT_ID}.appspot.com` });

async function seedProduct(id = 'p1', extra: Record<string, unknown> = {}) {
  await db.doc(paths.product(id)).set({
    ...newProductDoc(
      { ...newProductInput(), title: 'Bamboo board' },
      OWNER,
      FieldValue.serverTimestamp(),
    ),
    ...extra,
  });
}

const product = async (id = 'p1') =>
  (await db.doc(paths.product(id)).withConverter(converters.product).get()).data()!;
const decodeQr = (png: Buffer) => {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
};

describe('syncProductCard with a recording bucket', () => {
  it('renders the PNG to cards/{ownerId}/{productId}.png and records path and version', async () => {
    await seedProduct();
    const bucket = new RecordingBucket();
    expect(await syncProductCard({ db, bucket, appOrigin: ORIGIN }, 'p1')).toBe('rendered');

    expect(bucket.saves()).toEqual([PNG_PATH]);
    const saved = bucket.objects.get(PNG_PATH)!;
    const data = await product();
    expect(saved.options).toEqual({
      contentType: 'image/png',
      resumable: false,
      metadata: {
        cacheControl: 'private, no-cache',
        metadata: { productId: 'p1', version: data.cardRender?.version },
      },
    });
    expect(data.cardRender).toMatchObject({ path: PNG_PATH });
    expect(data.cardRender?.version).toBe(
      await cardRenderVersion(productCardInput(data as never, 'p1', ORIGIN)),
    );
    expect(data.cardRender?.renderedAt).toBeDefined();
    const image = PNG.sync.read(saved.data);
    expect([image.width, image.height]).toEqual([CARD_WIDTH_PX, CARD_HEIGHT_PX]);
    expect(decodeQr(saved.data)).toBe(`${ORIGIN}/reviews/p1`);
  });

  it('skips when nothing the card shows changed (its own write, counters, repeated events)', async () => {
    await seedProduct();
    const bucket = new RecordingBucket();
    const deps = { db, bucket, appOrigin: ORIGIN };
    expect(await syncProductCard(deps, 'p1')).toBe('rendered');
    expect(await syncProductCard(deps, 'p1')).toBe('unchanged');
    await db.doc(paths.product('p1')).update({ 'stats.reviewCount': 3, minRating: 2 });
    expect(await syncProductCard(deps, 'p1')).toBe('unchanged');
    expect(bucket.saves()).toHaveLength(1);

    await db.doc(paths.product('p1')).update({ title: 'Walnut board' });
    expect(await syncProductCard(deps, 'p1')).toBe('rendered');
    expect(bucket.saves()).toHaveLength(2);
  });

  it('a retry after the upload but before the product was updated records the PNG without rendering', async () => {
    await seedProduct();
    const bucket = new RecordingBucket();
    const deps = { db, bucket, appOrigin: ORIGIN };
    expect(await syncProductCard(deps, 'p1')).toBe('rendered');
    // As if the first attempt died right after the upload: the product has no cardRender yet.
    await db.doc(paths.product('p1')).update({ cardRender: FieldValue.delete() });
    expect(await syncProductCard(deps, 'p1')).toBe('recorded');
    expect(bucket.saves()).toHaveLength(1);
    expect((await product()).cardRender?.path).toBe(PNG_PATH);
  });

  it('draws the applied template: the review URL carries the card language and the logo is read', async () => {
    const appliedTemplate: AppliedTemplate = {
      id: 'tpl',
      name: 'Spring',
      logoPath: storagePaths.logo(OWNER, 'logo.png'),
      language: 'ro',
    };
    await seedProduct('p1', { appliedTemplate });
    const bucket = new RecordingBucket();
    const logo = new PNG({ width: 4, height: 4 });
    logo.data.fill(200);
    bucket.put(appliedTemplate.logoPath, PNG.sync.write(logo), 'image/png');
    expect(await syncProductCard({ db, bucket, appOrigin: ORIGIN }, 'p1')).toBe('rendered');
    expect(bucket.calls).toContainEqual({ method: 'download', name: appliedTemplate.logoPath });
    expect(decodeQr(bucket.objects.get(PNG_PATH)!.data)).toBe(`${ORIGIN}/ro/reviews/p1`);

    // A changed logo path is a change of the card.
    await db.doc(paths.product('p1')).update({ 'appliedTemplate.logoPath': '' });
    expect(await syncProductCard({ db, bucket, appOrigin: ORIGIN }, 'p1')).toBe('rendered');
  });

  it('does not record a render the product has moved past', async () => {
    await seedProduct();
    const bucket = new RecordingBucket();
    const racing: CardBucket = {
      file: (name) => {
        const file = bucket.file(name);
        return {
          ...file,
          save: async (data, options) => {
            await file.save(data, options);
            await db.doc(paths.product('p1')).update({ title: 'Changed while rendering' });
          },
        };
      },
    };
    expect(await syncProductCard({ db, bucket: racing, appOrigin: ORIGIN }, 'p1')).toBe(
      'superseded',
    );
    expect((await product()).cardRender).toBeUndefined();
    // The newer event renders the newer title.
    expect(await syncProductCard({ db, bucket, appOrigin: ORIGIN }, 'p1')).toBe('rendered');
  });

  it('removes the PNG when the product is deleted', async () => {
    await seedProduct();
    const bucket = new RecordingBucket();
    await syncProductCard({ db, bucket, appOrigin: ORIGIN }, 'p1');
    await db.doc(paths.product('p1')).delete();
    expect(await syncProductCard({ db, bucket, appOrigin: ORIGIN }, 'p1', OWNER)).toBe('deleted');
    expect(bucket.objects.has(PNG_PATH)).toBe(false);
  });
});

const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
if (!storageHost) {
  console.log(
    'card-render: Storage emulator tests SKIPPED — FIREBASE_STORAGE_EMULATOR_HOST is unset because the ' +
      'Storage emulator cannot start on this machine (its rules runtime is a download). The Storage ' +
      'boundary is checked above through a recording bucket with firebase-admin’s bucket interface.',
  );
}

describe.skipIf(!storageHost)('syncProductCard against the Storage emulator', () => {
  it('writes the PNG with its content type and version metadata, then skips the repeat', async () => {
    await seedProduct();
    const bucket: CardBucket = getStorage(app).bucket();
    const deps = { db, bucket, appOrigin: ORIGIN };
    expect(await syncProductCard(deps, 'p1')).toBe('rendered');
    const [metadata] = await bucket.file(PNG_PATH).getMetadata();
    expect(metadata.contentType).toBe('image/png');
    expect(metadata.metadata?.version).toBe((await product()).cardRender?.version);
    const [bytes] = await bucket.file(PNG_PATH).download();
    expect(decodeQr(bytes)).toBe(`${ORIGIN}/reviews/p1`);
    expect(await syncProductCard(deps, 'p1')).toBe('unchanged');
    await bucket.file(PNG_PATH).delete({ ignoreNotFound: true });
  });
});
