import type { TemplateInput } from '@shared';
import { QrCard } from '@/card';

export interface TemplateCardPreviewProps {
  template: Pick<TemplateInput, 'name' | 'card' | 'qrStyle' | 'logoPath' | 'language'>;
  /** Product the card is drawn for; its id goes into the QR code like on the real card. */
  product: { id: string; title: string };
  displayWidth?: number;
  label: string;
}

/**
 * A template drawn on a product's card: the product as applying the template would leave it,
 * in the card kit's one card view (the same drawing, font, QR code and logo as every PNG).
 */
export function TemplateCardPreview(props: TemplateCardPreviewProps) {
  const { template, product, displayWidth = 260, label } = props;
  return (
    <QrCard
      product={{
        id: product.id,
        title: product.title,
        card: template.card,
        qrStyle: template.qrStyle,
        appliedTemplate: {
          id: 'preview',
          name: template.name,
          logoPath: template.logoPath,
          language: template.language,
        },
      }}
      displayWidth={displayWidth}
      label={label}
    />
  );
}
