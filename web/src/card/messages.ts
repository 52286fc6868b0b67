import { defineMessage, defineMessages } from 'react-intl';

/** The card design editor's texts: one set for the product dialog and the template editor. */
export const cardEditorMessages = defineMessages({
  qrSection: { id: 'card.editor.qrSection', defaultMessage: 'QR code colours' },
  foreground: { id: 'card.editor.foreground', defaultMessage: 'Code colour' },
  background: { id: 'card.editor.background', defaultMessage: 'Background colour' },
  errorCorrection: { id: 'card.editor.errorCorrection', defaultMessage: 'Error correction' },
  errorCorrectionHelp: {
    id: 'card.editor.errorCorrectionHelp',
    defaultMessage: 'Higher levels still scan when part of the code is scratched or covered.',
  },
  ecL: { id: 'card.editor.ec.L', defaultMessage: 'Low (7%)' },
  ecM: { id: 'card.editor.ec.M', defaultMessage: 'Medium (15%)' },
  ecQ: { id: 'card.editor.ec.Q', defaultMessage: 'Quartile (25%)' },
  ecH: { id: 'card.editor.ec.H', defaultMessage: 'High (30%)' },
  cardSection: { id: 'card.editor.cardSection', defaultMessage: 'QR card branding' },
  headline: { id: 'card.editor.headline', defaultMessage: 'Headline' },
  callToAction: { id: 'card.editor.callToAction', defaultMessage: 'Call to action' },
  brandName: { id: 'card.editor.brandName', defaultMessage: 'Brand name' },
  accentColor: { id: 'card.editor.accentColor', defaultMessage: 'Accent colour' },
  cardBackground: { id: 'card.editor.cardBackground', defaultMessage: 'Card background colour' },
  textColor: { id: 'card.editor.textColor', defaultMessage: 'Text colour' },
  layout: { id: 'card.editor.layout', defaultMessage: 'Layout' },
});

/** {field} is a colour field's own label, inserted as it is (never lowercased: docs/decisions.md, "Translations and locale-aware output"). */
export const pickColorMessage = defineMessage<{ field: string }>({
  id: 'card.editor.pickColorFor',
  defaultMessage: 'Choose a colour for “{field}”',
});

export const optionalCountMessage = defineMessage<{ count: number; max: number }>({
  id: 'card.editor.optionalCount',
  defaultMessage: 'Optional; leave empty to leave it off the card · {count, number}/{max, number}',
});

/** A layout's name: in the editor's choice and in the template list's summary. */
export const layoutNameMessage = defineMessage<{ layout: string }>({
  id: 'card.layout.name',
  defaultMessage:
    '{layout, select, classic {Classic (colour band)} minimal {Minimal (thin lines)} other {{layout}}}',
});

/**
 * The card texts a new product or template starts with, in the seller's language (editable,
 * may be cleared). One set for both, so a template and a product card read alike.
 */
export const defaultCardTexts = defineMessages({
  headline: { id: 'card.defaults.headline', defaultMessage: 'Thank you for your purchase!' },
  callToAction: {
    id: 'card.defaults.callToAction',
    defaultMessage: 'Scan the code and tell us what you think',
  },
});

/** The product list's bulk card actions. */
export const cardBulkMessages = defineMessages({
  downloadCards: { id: 'card.bulk.downloadCards', defaultMessage: 'Download QR Card' },
  downloadRaw: { id: 'card.bulk.downloadRaw', defaultMessage: 'Download Raw QR' },
  titleCards: { id: 'card.bulk.titleCards', defaultMessage: 'Preparing QR cards' },
  titleRaw: { id: 'card.bulk.titleRaw', defaultMessage: 'Preparing QR codes' },
  cancel: { id: 'card.bulk.cancel', defaultMessage: 'Cancel' },
  cancelled: { id: 'card.bulk.cancelled', defaultMessage: 'Download cancelled' },
  keepOpen: {
    id: 'card.bulk.keepOpen',
    defaultMessage: 'Keep this tab open until the ZIP file is saved.',
  },
});

export const bulkProgressMessage = defineMessage<{ done: number; total: number }>({
  id: 'card.bulk.progress',
  defaultMessage: '{done, number} of {total, number} ready…',
});

export const bulkTooManyMessage = defineMessage<{ max: number }>({
  id: 'card.bulk.tooMany',
  defaultMessage:
    'At most {max, number} products can be downloaded at once. Narrow the list with a search or a filter, or select fewer products.',
});
