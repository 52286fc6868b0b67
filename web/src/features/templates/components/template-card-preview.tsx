import { reviewPageUrl, type TemplateInput } from '@shared';
import { useEffect } from 'react';
import { ensureCardFonts, QrCard, useLogoHref } from '@/card';

export interface TemplateCardPreviewProps {
  template: Pick<TemplateInput, 'card' | 'qrStyle' | 'logoPath' | 'language'>;
  /** Product the card is drawn for; its id goes into the QR code like on the real card. */
  product: { id: string; title: string };
  displayWidth?: number;
  label: string;
  /** A logo already in hand (data: URL), e.g. just uploaded; else loaded from logoPath. */
  logoHref?: string | null;
}

/**
 * A template drawn on a product's card: the same QrCard (and so the same buildCardSvg drawing,
 * font and QR code) as the product screens and the server PNG.
 */
export function TemplateCardPreview(props: TemplateCardPreviewProps) {
  const { template, product, displayWidth = 260, label } = props;
  const storedLogo = useLogoHref(props.logoHref === undefined ? template.logoPath : null);
  useEffect(() => {
    void ensureCardFonts();
  }, []);
  return (
    <QrCard
      title={product.title}
      reviewUrl={reviewPageUrl(window.location.origin, product.id, template.language)}
      card={template.card}
      qrStyle={template.qrStyle}
      language={template.language}
      logoHref={props.logoHref === undefined ? storedLogo : props.logoHref}
      displayWidth={displayWidth}
      label={label}
    />
  );
}
