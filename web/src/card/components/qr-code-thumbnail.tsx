import { lazy, Suspense } from 'react';
import type { QrStyle } from '@shared';

// The QR encoder (about 9 kB gzip) loads after the list it decorates, not with it (docs/page-speed.md: the
// product list's first load); a box of the code's size holds its place, so nothing moves.
const QrCodeImage = lazy(async () => ({
  default: (await import('./qr-code-image')).QrCodeImage,
}));

/** A small QR code for lists: QrCodeImage, drawn once its code has loaded. */
export function QrCodeThumbnail(props: {
  url: string;
  qrStyle: QrStyle;
  size: number;
  alt: string;
}) {
  return (
    <Suspense
      fallback={
        <span
          role="img"
          aria-label={props.alt}
          style={{ display: 'block', width: props.size, height: props.size }}
        />
      }
    >
      <QrCodeImage {...props} />
    </Suspense>
  );
}
