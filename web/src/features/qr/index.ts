/** The QR feature's public surface (used by the products screens). */
export { QrCard, useCardSvg, type QrCardProps } from './components/qr-card';
export { QrCodeGenerator, type QrCodeGeneratorProps } from './components/qr-code-generator';
export { QrCodeImage } from './components/qr-code-image';
export { QrContrastWarning } from './components/qr-contrast-warning';
export { useQrDownloads, qrDownloadMessages, type QrProduct } from './hooks/use-qr-downloads';
export { reviewUrl } from './lib/review-url';
// Used by the A4 print sheet (issue 5): rasterises a card SVG at 1050 × 1500 px, and saves files.
export { cardSvgPngBlob } from './lib/card-png';
export { downloadBlob } from './lib/download';
