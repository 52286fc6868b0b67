/**
 * The card kit: the QR code and the printable QR card, shared by the product, template and
 * print-sheet features (features depend on it, never the other way round).
 */
export { QrCard, useCardSvg, type QrCardProps } from './components/qr-card';
export { QrCodeImage } from './components/qr-code-image';
export { QrContrastWarning } from './components/qr-contrast-warning';
export { QrSettingsDialog, type QrSettingsDialogProps } from './components/card-design-editor';
export { useQrDownloads, qrDownloadMessages, type QrProduct } from './hooks/use-card-downloads';
export { reviewUrl } from './lib/review-url';
export { cardSvgPngBlob } from './lib/card-png';
export { ensureCardFonts } from './lib/card-font';
export { loadLogoHref, useLogoHref } from './lib/card-logo';
