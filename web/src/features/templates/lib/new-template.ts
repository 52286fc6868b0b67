import { DEFAULT_CARD_DESIGN, DEFAULT_QR_STYLE, type Locale, type TemplateInput } from '@shared';

/** A fresh template: the product defaults, the given texts and language. */
export function newTemplateInput(texts: {
  name: string;
  headline: string;
  callToAction: string;
  language: Locale;
}): TemplateInput {
  return {
    name: texts.name,
    card: { ...DEFAULT_CARD_DESIGN, headline: texts.headline, callToAction: texts.callToAction },
    qrStyle: { ...DEFAULT_QR_STYLE },
    logoPath: '',
    language: texts.language,
  };
}

/** The editable part of a stored template (drops ownerId, timestamps, id). */
export function templateInputOf(template: TemplateInput): TemplateInput {
  const { name, card, qrStyle, logoPath, language } = template;
  return { name, card: { ...card }, qrStyle: { ...qrStyle }, logoPath, language };
}
