import type { QrStyle } from './schemas/product.js';

/** WCAG relative luminance of #rrggbb (0 = black, 1 = white). */
export function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio: 1 (same colour) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * Below 3:1 (WCAG's minimum for graphical objects) phone cameras in shop or warehouse light start
 * to miss codes; black on white is 21:1. Light-on-dark ("inverted") codes are a separate warning:
 * the QR standard allows them but many older scanner apps do not read them.
 */
export const QR_MIN_CONTRAST = 3;

export type QrContrastWarning = 'lowContrast' | 'inverted';

export function qrContrastWarnings(
  style: Pick<QrStyle, 'foreground' | 'background'>,
): QrContrastWarning[] {
  const warnings: QrContrastWarning[] = [];
  if (contrastRatio(style.foreground, style.background) < QR_MIN_CONTRAST) {
    warnings.push('lowContrast');
  }
  if (relativeLuminance(style.foreground) > relativeLuminance(style.background)) {
    warnings.push('inverted');
  }
  return warnings;
}
