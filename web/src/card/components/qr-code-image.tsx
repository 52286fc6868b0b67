import type { QrStyle } from '@shared';
import { useMemo } from 'react';
import { qrModulesPath } from '@shared/qr-modules';

/**
 * A QR code drawn as inline SVG: crisp at any size, and cheap enough for a table page (an <img>
 * with an SVG data URL costs the browser a separate SVG document per code).
 */
export function QrCodeImage(props: { url: string; qrStyle: QrStyle; size: number; alt: string }) {
  const { url, size, alt } = props;
  const { foreground, background, errorCorrection } = props.qrStyle;
  const { size: modules, path } = useMemo(
    () => qrModulesPath(url, errorCorrection),
    [url, errorCorrection],
  );
  return (
    <svg
      role="img"
      aria-label={alt}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      style={{ display: 'block' }}
    >
      <rect width={modules} height={modules} fill={background} />
      <path fill={foreground} d={path} />
    </svg>
  );
}
