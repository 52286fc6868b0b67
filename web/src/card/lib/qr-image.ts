import type { QrStyle } from '@shared';
import QRCode from 'qrcode';

/** Raw QR PNG download: 1024 px square, sharp enough for print at about 8.7 cm / 300 dpi. */
export const RAW_QR_PNG_SIZE = 1024;
/** Quiet zone in modules; the QR standard asks for 4. */
export const RAW_QR_MARGIN = 4;

const options = (style: QrStyle) => ({
  errorCorrectionLevel: style.errorCorrection,
  margin: RAW_QR_MARGIN,
  color: { dark: style.foreground, light: style.background },
});

/** The code's dark modules as one SVG path of horizontal runs, in module units. */
export function qrModulesPath(
  url: string,
  style: Pick<QrStyle, 'errorCorrection'>,
  margin = RAW_QR_MARGIN,
): { size: number; path: string } {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: style.errorCorrection });
  const count = modules.size;
  let path = '';
  for (let row = 0; row < count; row++) {
    let col = 0;
    while (col < count) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < count && modules.get(row, col)) col++;
      path += `M${start + margin} ${row + margin}h${col - start}v1h-${col - start}z`;
    }
  }
  return { size: count + margin * 2, path };
}

/**
 * SVG markup of the code (the SVG download). Synchronous (QRCode.create), like the in-page
 * QrCodeImage, which draws the same path as inline SVG.
 */
export function qrSvg(url: string, style: QrStyle, margin = RAW_QR_MARGIN): string {
  const { size, path } = qrModulesPath(url, style, margin);
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
    ...options(style),
    type: 'image/png',
    width: size,
  });
  return (await fetch(dataUrl)).blob();
}
