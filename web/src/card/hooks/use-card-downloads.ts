import { useMemo } from 'react';
import { defineMessages } from 'react-intl';
import { useToast } from '@/components/ui/toast';
import { downloadBlob, qrFileName, zipBlobs, type NamedBlob } from '@/lib/download';
import { useStorage } from '@/lib/firebase';
import { productCardPng, type CardProduct } from '../lib/product-card';
import { qrPngBlob, qrSvg } from '../lib/qr-image';
import { reviewUrl } from '../lib/review-url';

const qrDownloadMessages = defineMessages({
  processing: { id: 'qr.download.processing', defaultMessage: 'Processing' },
  qrPreparing: {
    id: 'qr.download.qr.preparing',
    defaultMessage: 'Preparing QR code for download...',
  },
  qrDone: { id: 'qr.download.qr.done', defaultMessage: 'QR Code downloaded successfully' },
  qrFailed: { id: 'qr.download.qr.failed', defaultMessage: 'Failed to download QR code' },
  cardPreparing: {
    id: 'qr.download.card.preparing',
    defaultMessage: 'Preparing QR card for download...',
  },
  cardDone: { id: 'qr.download.card.done', defaultMessage: 'QR Card downloaded successfully' },
  cardFailed: { id: 'qr.download.card.failed', defaultMessage: 'Failed to download QR card' },
});

const ZIP_NAMES = { qr: 'qr-codes.zip', card: 'qr-cards.zip' } as const;

/**
 * Raw QR and QR card downloads with the spec's toasts (§8): 'Processing' / 'Preparing …' while
 * it runs, then success or failure. Several products → one ZIP. Cards come from productCardPng,
 * the same PNG whichever screen asks.
 */
export function useCardDownloads() {
  const toast = useToast();
  const storage = useStorage();

  return useMemo(() => {
    async function run(kind: 'qr' | 'card', files: () => Promise<NamedBlob[]>): Promise<boolean> {
      const m = qrDownloadMessages;
      const pending = toast.info(kind === 'qr' ? m.qrPreparing : m.cardPreparing, {
        title: m.processing,
        persist: true,
      });
      try {
        const blobs = await files();
        if (blobs.length === 0) throw new Error('nothing to download');
        if (blobs.length === 1) downloadBlob(blobs[0]!.blob, blobs[0]!.name);
        else downloadBlob(await zipBlobs(blobs), ZIP_NAMES[kind]);
        toast.close(pending);
        toast.success(kind === 'qr' ? m.qrDone : m.cardDone);
        return true;
      } catch (error) {
        console.error(error);
        toast.close(pending);
        toast.error(kind === 'qr' ? m.qrFailed : m.cardFailed);
        return false;
      }
    }

    /** One file per product, made one after the other (each card capture is heavy). */
    const each = async (
      products: readonly CardProduct[],
      file: (product: CardProduct) => Promise<NamedBlob>,
    ) => {
      const files: NamedBlob[] = [];
      for (const product of products) files.push(await file(product));
      return files;
    };

    return {
      /** PNG (1024 px) of each product's raw QR code. */
      rawPng: (products: readonly CardProduct[]) =>
        run('qr', () =>
          each(products, async (product) => ({
            name: qrFileName(product.title, product.id, 'qr', 'png'),
            blob: await qrPngBlob(reviewUrl(product.id), product.qrStyle),
          })),
        ),
      rawSvg: (product: CardProduct) =>
        run('qr', () =>
          each([product], async () => ({
            name: qrFileName(product.title, product.id, 'qr', 'svg'),
            blob: new Blob([qrSvg(reviewUrl(product.id), product.qrStyle)], {
              type: 'image/svg+xml',
            }),
          })),
        ),
      /** Each product's print card (productCardPng). */
      cards: (products: readonly CardProduct[]) =>
        run('card', () =>
          each(products, async (product) => ({
            name: qrFileName(product.title, product.id, 'card', 'png'),
            blob: await productCardPng(storage, product),
          })),
        ),
    };
  }, [toast, storage]);
}
