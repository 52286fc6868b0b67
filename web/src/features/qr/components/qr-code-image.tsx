import Box from '@mui/material/Box';
import type { QrStyle } from '@shared';
import { useMemo } from 'react';
import { qrSvg, svgDataUrl } from '../lib/qr-image';

/** A QR code as an <img> (SVG data URL): crisp at any size, cheap enough for a table page. */
export function QrCodeImage(props: { url: string; qrStyle: QrStyle; size: number; alt: string }) {
  const { url, size, alt } = props;
  const { foreground, background, errorCorrection } = props.qrStyle;
  const src = useMemo(
    () => svgDataUrl(qrSvg(url, { foreground, background, errorCorrection })),
    [url, foreground, background, errorCorrection],
  );
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={size}
      height={size}
      sx={{ display: 'block', imageRendering: 'pixelated' }}
    />
  );
}
