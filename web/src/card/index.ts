/**
 * The card kit: the QR code and the printable QR card, shared by the product, template and
 * print-sheet features (features depend on it, never the other way round). One card view
 * (QrCard), one design editor (CardDesignEditor), one set of default texts, and one way a
 * product becomes a card PNG (productCardPng) with its logo loaded once (loadCardLogo).
 */
export { CardDesignEditor, type CardDesignEditorProps } from './components/card-design-editor';
export { CardDownloadActions, type CardProductSource } from './components/card-download-actions';
export { QrCard, type QrCardProps } from './components/qr-card';
export { QrCodeImage } from './components/qr-code-image';
export { QrCodeThumbnail } from './components/qr-code-thumbnail';
export { QrContrastWarning } from './components/qr-contrast-warning';
export { useCardDownloads } from './hooks/use-card-downloads';
export { productCardPng, type CardProduct } from './lib/product-card';
export { reviewUrl } from './lib/review-url';
export { defaultCardTexts, layoutNameMessage } from './messages';
