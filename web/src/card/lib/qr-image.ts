import type { QrStyle } from '@shared';
import { QR_QUIET_ZONE_MODULES } from '@shared/card-layout';
import { qrModulesPath } from '@shared/qr-modules';
import QRCode from 'qrcode';

/** Raw QR PNG download: 1024 px square, sharp enough for print at about 8.7 cm / 300 dpi. */
const RAW_QR_PNG_SIZE = 1024;

/**
 * SVG markup of the code (the SVG download). Synchronous, and the same path as the in-page
 * QrCodeImage and the code on the card (qrModulesPath in @shared).
 */
export function qrSvg(url: string, style: QrStyle): string {
  const { size, path } = qrModulesPath(url, style.errorCorrection);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" ` +
    `shape-rendering="crispEdges"><rect width="${size}" height="${size}" ` +
    `fill="${style.background}"/><path fill="${style.foreground}" d="${path}"/></svg>`
  );
}

/** PNG of the code (drawn on a canvas; browser only). */
export async function qrPngBlob(
  url: string,
  style: QrStyle,
  size = RAW_QR_PNG_SIZE,
): Promise<Blob> {
  const dataUrl = await QRCode.toDataURL(url, {
    errorCorrectionLevel: style.errorCorrection,
    margin: QR_QUIET_ZONE_MODULES,
    color: { dark: style.foreground, light: style.background },
    type: 'image/png',
    width: size,
  });
  return (await fetch(dataUrl)).blob();
}
