import { useMemo } from 'react';
import { defineMessages } from 'react-intl';
import { useToast } from '@/components/ui/toast';
import { downloadBlob, qrFileName, ZipStream, type NamedBlob } from '@/lib/download';
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
        const [file, ...more] = await files();
        if (!file) throw new Error('nothing to download');
        if (more.length > 0) throw new Error('one file at a time: bulk() makes ZIPs');
        downloadBlob(file.blob, file.name);
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

    const rawFile = async (product: CardProduct): Promise<NamedBlob> => ({
      name: qrFileName(product.title, product.id, 'qr', 'png'),
      blob: await qrPngBlob(reviewUrl(product.id), product.qrStyle),
    });
    const cardFile = async (product: CardProduct): Promise<NamedBlob> => ({
      name: qrFileName(product.title, product.id, 'card', 'png'),
      blob: await productCardPng(storage, product),
    });
    const each = async (
      products: readonly CardProduct[],
      file: (product: CardProduct) => Promise<NamedBlob>,
    ) => Promise.all(products.map(file));

    /**
     * Several products → one ZIP, streamed (docs/decisions.md, "Product list at scale"): each file is made, written into the ZIP
     * and let go before the next, so memory holds one PNG whatever the count. At most `max`
     * files; `signal` cancels between files. 'cancelled' shows no error.
     */
    async function bulk(
      kind: 'qr' | 'card',
      products: AsyncIterable<CardProduct>,
      options: { max: number; signal: AbortSignal; onProgress: (done: number) => void },
    ): Promise<'done' | 'cancelled' | 'failed'> {
      const m = qrDownloadMessages;
      try {
        const zip = new ZipStream();
        for await (const product of products) {
          if (options.signal.aborted) break;
          if (zip.files >= options.max) break;
          const file = await (kind === 'qr' ? rawFile : cardFile)(product);
          await zip.add(file.name, file.blob);
          options.onProgress(zip.files);
        }
        if (options.signal.aborted) return 'cancelled';
        if (zip.files === 0) throw new Error('nothing to download');
        downloadBlob(zip.finish(), ZIP_NAMES[kind]);
        toast.success(kind === 'qr' ? m.qrDone : m.cardDone);
        return 'done';
      } catch (error) {
        console.error(error);
        toast.error(kind === 'qr' ? m.qrFailed : m.cardFailed);
        return 'failed';
      }
    }

    return {
      /** PNG (1024 px) of one product's raw QR code. */
      rawPng: (product: CardProduct) => run('qr', () => each([product], rawFile)),
      rawSvg: (product: CardProduct) =>
        run('qr', () =>
          each([product], async () => ({
            name: qrFileName(product.title, product.id, 'qr', 'svg'),
            blob: new Blob([qrSvg(reviewUrl(product.id), product.qrStyle)], {
              type: 'image/svg+xml',
            }),
          })),
        ),
      /** One product's print card (productCardPng). */
      card: (product: CardProduct) => run('card', () => each([product], cardFile)),
      bulk,
    };
  }, [toast, storage]);
}
