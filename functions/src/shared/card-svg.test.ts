import { describe, expect, it } from 'vitest';
import { buildCardSvg, contrastingTextColor, productCardInput } from './card-svg.js';
import { DEFAULT_CARD_DESIGN, DEFAULT_QR_STYLE } from './schemas/product.js';

const input = {
  title: 'Board <script>alert("x")</script> & co',
  reviewUrl: 'https://example.com/reviews/p1',
  card: { ...DEFAULT_CARD_DESIGN, headline: 'Thanks' },
  qrStyle: DEFAULT_QR_STYLE,
};

describe('buildCardSvg', () => {
  it('escapes every text it embeds', () => {
    const svg = buildCardSvg(input);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;');
    expect(svg).toContain('&#38; co');
  });

  it('sets the language only when the card has one, and draws the logo only when given', () => {
    expect(buildCardSvg(input)).not.toContain('xml:lang');
    expect(buildCardSvg({ ...input, language: 'ro' })).toContain('xml:lang="ro"');
    expect(buildCardSvg(input)).not.toContain('<image');
    expect(buildCardSvg({ ...input, logoHref: 'data:image/png;base64,AAAA' })).toContain(
      'href="data:image/png;base64,AAAA"',
    );
  });

  it.each(['classic', 'minimal'] as const)(
    'the %s layout draws no star imagery that suggests the expected answer',
    (layout) => {
      const svg = buildCardSvg({ ...input, card: { ...input.card, layout } });
      expect(svg).not.toContain('<polygon');
      expect(svg).not.toMatch(/★|⭐/);
    },
  );

  it('picks a readable brand colour on the accent band', () => {
    expect(contrastingTextColor('#1565c0')).toBe('#ffffff');
    expect(contrastingTextColor('#ffeb3b')).toBe('#212121');
  });
});

describe('productCardInput', () => {
  const product = { title: 'Board', card: DEFAULT_CARD_DESIGN, qrStyle: DEFAULT_QR_STYLE };

  it('without a template: no language, no logo, review URL without a locale prefix', () => {
    expect(productCardInput(product, 'p1', 'https://app.example/')).toMatchObject({
      reviewUrl: 'https://app.example/reviews/p1',
      language: null,
      logoPath: '',
    });
  });

  it('with a template: its language prefixes the review URL, its logo is drawn', () => {
    const appliedTemplate = {
      id: 't',
      name: 'T',
      logoPath: 'logos/u/l.png',
      language: 'el' as const,
    };
    expect(
      productCardInput({ ...product, appliedTemplate }, 'p1', 'https://app.example'),
    ).toMatchObject({
      reviewUrl: 'https://app.example/el/reviews/p1',
      language: 'el',
      logoPath: 'logos/u/l.png',
    });
  });
});
