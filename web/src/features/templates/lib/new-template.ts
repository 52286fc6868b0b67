import {
  DEFAULT_CARD_DESIGN,
  DEFAULT_QR_STYLE,
  TemplateInput,
  type Locale,
  type TemplateDoc,
} from '@shared';
import * as v from 'valibot';

/** A fresh template: the product defaults (compliance mode on), the given texts and language. */
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
    complianceMode: true,
  };
}

/**
 * The editable part of a stored template (the schema keeps TemplateInput's keys only). A template
 * saved before templates carried the routing is edited, and saved, with the default: compliance
 * mode on (docs/decisions.md, "Templates carry the routing").
 */
export function templateInputOf(
  template: Omit<TemplateDoc, 'ownerId' | 'createdAt' | 'updatedAt'>,
): TemplateInput {
  return v.parse(TemplateInput, { ...template, complianceMode: template.complianceMode ?? true });
}
