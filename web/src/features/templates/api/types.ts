import type { AppliedTemplate, CardDesign, QrStyle, TemplateDoc } from '@shared';

/** A template as the screens hold it: the stored document and its id. */
export type TemplateRow = TemplateDoc & { id: string };

/** What the template features need to know about a product (ProductRow satisfies it). */
export interface CardProduct {
  id: string;
  title: string;
  card: CardDesign;
  qrStyle: QrStyle;
  appliedTemplate?: AppliedTemplate;
}
