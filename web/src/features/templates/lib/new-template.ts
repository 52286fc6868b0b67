import { DEFAULT_CARD_DESIGN, DEFAULT_QR_STYLE, TemplateInput, type Locale } from '@shared';
import * as v from 'valibot';

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

/** The editable part of a stored template (the schema keeps TemplateInput's keys only). */
export function templateInputOf(template: TemplateInput): TemplateInput {
  return v.parse(TemplateInput, template);
}
