import QRCode from 'qrcode';
import { QR_QUIET_ZONE_MODULES } from './card-layout.js';
import type { QrStyle } from './schemas/product.js';

/**
 * A code's dark modules as one SVG path of horizontal runs (`Mx yhNv1h-Nz`), in module units,
 * with `margin` modules of quiet zone on each side: the one drawing of a QR code behind the raw
 * QR (page and SVG download) and the code on the printable card (page and server PNG).
 */
export function qrModulesPath(
  url: string,
  errorCorrection: QrStyle['errorCorrection'],
  margin = QR_QUIET_ZONE_MODULES,
): { size: number; path: string } {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: errorCorrection });
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
      const length = col - start;
      path += `M${start + margin} ${row + margin}h${length}v1h-${length}z`;
    }
  }
  return { size: count + margin * 2, path };
}
