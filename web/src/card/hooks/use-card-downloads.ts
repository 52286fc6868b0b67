import type { AppliedTemplate, CardDesign, QrStyle } from '@shared';
import { buildCardSvg, productCardInput } from '@shared/card-svg';
import { useMemo } from 'react';
import { defineMessages } from 'react-intl';
import { useToast } from '@/components/ui/toast';
import { useLocale } from '@/i18n/use-locale';
import { cardPngBlob, cardSvgPngBlob } from '../lib/card-png';
import { downloadBlob, qrFileName, zipBlobs, type NamedBlob } from '@/lib/download';
import { qrPngBlob, qrSvg } from '../lib/qr-image';
import { reviewUrl } from '../lib/review-url';

export const qrDownloadMessages = defineMessages({
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

/** What a QR download needs to know about a product. */
export interface QrProduct {
  id: string;
  title: string;
  qrStyle: QrStyle;
  card: CardDesign;
  /** Server field: a template's language and logo (issue 5). */
  appliedTemplate?: AppliedTemplate;
  /** The template logo's download URL, when the caller has it. */
  logoHref?: string | null;
}

export const ZIP_NAMES = { qr: 'qr-codes.zip', card: 'qr-cards.zip' } as const;

/**
 * Raw QR and QR card downloads with the spec's toasts (§8): 'Processing' / 'Preparing …' while
 * it runs, then success or failure. Several products → one ZIP.
 */
export function useQrDownloads() {
  const toast = useToast();
  const uiLanguage = useLocale();

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

    // The same inputs as the server-rendered card (productCardInput), so both PNGs match.
    const cardSvg = (product: QrProduct) => {
      const input = productCardInput(product, product.id, window.location.origin);
      return buildCardSvg({
        ...input,
        language: input.language ?? uiLanguage,
        logoHref: product.logoHref,
      });
    };

    return {
      /** PNG (1024 px) of each product's raw QR code. */
      rawPng: (products: QrProduct[]) =>
        run('qr', async () => {
          const files: NamedBlob[] = [];
          for (const product of products) {
            files.push({
              name: qrFileName(product.title, product.id, 'qr', 'png'),
              blob: await qrPngBlob(reviewUrl(product.id), product.qrStyle),
            });
          }
          return files;
        }),
      rawSvg: (product: QrProduct) =>
        run('qr', async () => [
          {
            name: qrFileName(product.title, product.id, 'qr', 'svg'),
            blob: new Blob([qrSvg(reviewUrl(product.id), product.qrStyle)], {
              type: 'image/svg+xml',
            }),
          },
        ]),
      /** The card shown on screen (QrCard's ref). */
      cardFromElement: (product: QrProduct, canvas: HTMLElement) =>
        run('card', async () => [
          {
            name: qrFileName(product.title, product.id, 'card', 'png'),
            blob: await cardPngBlob(canvas),
          },
        ]),
      /** Cards of products not on screen, one after the other (each capture is heavy). */
      cards: (products: QrProduct[]) =>
        run('card', async () => {
          const files: NamedBlob[] = [];
          for (const product of products) {
            files.push({
              name: qrFileName(product.title, product.id, 'card', 'png'),
              blob: await cardSvgPngBlob(cardSvg(product)),
            });
          }
          return files;
        }),
    };
  }, [toast, uiLanguage]);
}
