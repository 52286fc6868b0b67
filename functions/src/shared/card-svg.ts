/**
 * The printable QR card as an SVG document: the one drawing behind the in-page card, the template
 * preview and the server-rendered PNG (resvg). Pure: no DOM, no Node APIs, no I/O.
 */
import {
  CARD_FONT_FAMILY_LIST,
  CARD_FONT_WEIGHTS,
  CARD_HEIGHT_PX,
  CARD_LAYOUT_GEOMETRY,
  CARD_TITLE_MIN_FONT_SIZE,
  CARD_WIDTH_PX,
  type CardRect,
  type CardTextBox,
} from './card-layout.js';
import { fitCardText, wrapCardText } from './card-text.js';
import { isLocale, type Locale } from './locales.js';
import { relativeLuminance } from './qr-contrast.js';
import { qrModulesPath } from './qr-modules.js';
import { reviewPageUrl } from './review-url.js';
import type { AppliedTemplate, CardDesign, QrStyle } from './schemas/product.js';

export interface CardSvgInput {
  title: string;
  /** What the QR code encodes: the product's public review page. */
  reviewUrl: string;
  card: CardDesign;
  qrStyle: QrStyle;
  /** The card's language (lang attribute; the review URL carries it too); none = unspecified. */
  language?: Locale | null;
  /** Logo as a data: URL (server) or a download URL (page); null/undefined = no logo. */
  logoHref?: string | null;
}

/** The product fields a card shows (a stored products/{id} document satisfies it). */
export interface CardProductSource {
  title: string;
  card: CardDesign;
  qrStyle: QrStyle;
  appliedTemplate?: AppliedTemplate;
}

/**
 * What a product's card is drawn from, for the page and the server alike: an applied template
 * adds its logo (a Storage path the caller turns into logoHref) and its language, which also
 * prefixes the review URL so the review page opens in the card's language.
 */
export function productCardInput(
  product: CardProductSource,
  productId: string,
  appOrigin: string,
): Omit<CardSvgInput, 'logoHref' | 'language'> & { language: Locale | null; logoPath: string } {
  const template = product.appliedTemplate;
  const language = template && isLocale(template.language) ? template.language : null;
  return {
    title: product.title,
    reviewUrl: reviewPageUrl(appOrigin, productId, language),
    card: product.card,
    qrStyle: product.qrStyle,
    language,
    logoPath: template?.logoPath ?? '',
  };
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** White or near-black, whichever reads better on `background` (brand name on the band). */
export function contrastingTextColor(background: string): string {
  return relativeLuminance(background) > 0.4 ? '#212121' : '#ffffff';
}

/** Fraction of the em box between the baseline and the visual middle of Noto Sans capitals. */
const BASELINE_TO_MIDDLE = 0.36;

/**
 * A text box drawn centred in its height. `minFontSize`: the text may shrink down to it so that
 * all of it fits (the product title); without it the text keeps its size and is cut.
 */
function textBlock(text: string, box: CardTextBox, fill: string, minFontSize?: number): string {
  const { lines, fontSize, lineHeight } =
    minFontSize === undefined
      ? { lines: wrapCardText(text, box), ...box }
      : fitCardText(text, box, minFontSize);
  if (lines.length === 0) return '';
  const blockTop = box.top + (box.maxLines * box.lineHeight - lines.length * lineHeight) / 2;
  const tspans = lines
    .map((line, i) => {
      const baseline = blockTop + i * lineHeight + lineHeight / 2 + fontSize * BASELINE_TO_MIDDLE;
      return `<text x="${box.centerX}" y="${round(baseline)}">${escapeXml(line)}</text>`;
    })
    .join('');
  return (
    `<g font-family="${CARD_FONT_FAMILY_LIST}" font-weight="${CARD_FONT_WEIGHTS[box.weight]}" ` +
    `font-size="${fontSize}" text-anchor="middle" fill="${fill}">${tspans}</g>`
  );
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The QR code in whole pixels per module (crisp at 300 dpi), centred in `area`. */
function qrBlock(reviewUrl: string, style: QrStyle, area: CardRect): string {
  const { size: count, path } = qrModulesPath(reviewUrl, style.errorCorrection);
  const modulePx = Math.max(1, Math.floor(area.width / count));
  const sizePx = modulePx * count;
  const x = area.x + Math.floor((area.width - sizePx) / 2);
  const y = area.y + Math.floor((area.height - sizePx) / 2);
  return (
    `<rect x="${x}" y="${y}" width="${sizePx}" height="${sizePx}" fill="${style.background}"/>` +
    `<path transform="translate(${x} ${y}) scale(${modulePx})" shape-rendering="crispEdges" ` +
    `fill="${style.foreground}" d="${path}"/>`
  );
}

export function buildCardSvg(input: CardSvgInput): string {
  const { card } = input;
  const g = CARD_LAYOUT_GEOMETRY[card.layout];
  const parts: string[] = [
    `<rect width="${CARD_WIDTH_PX}" height="${CARD_HEIGHT_PX}" fill="${card.backgroundColor}"/>`,
  ];
  if (g.band) {
    const { x, y, width, height } = g.band;
    parts.push(
      `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${card.accentColor}"/>`,
    );
  }
  if (g.rules) {
    const left = (CARD_WIDTH_PX - g.rules.width) / 2;
    for (const ruleY of g.rules.ys) {
      parts.push(
        `<rect x="${left}" y="${ruleY - g.rules.strokeWidth / 2}" width="${g.rules.width}" ` +
          `height="${g.rules.strokeWidth}" fill="${card.accentColor}"/>`,
      );
    }
  }
  const { logoHref } = input;
  const hasLogo = Boolean(logoHref);
  if (logoHref) {
    const { x, y, width, height } = g.logo;
    parts.push(
      `<image x="${x}" y="${y}" width="${width}" height="${height}" ` +
        `preserveAspectRatio="xMidYMid meet" href="${escapeXml(logoHref)}"/>`,
    );
  }
  // Without a logo the classic band's brand name takes the whole width.
  const brandBox =
    hasLogo || !g.band
      ? g.brand
      : { ...g.brand, centerX: CARD_WIDTH_PX / 2, maxWidth: g.headline.maxWidth };
  const brandFill = g.band ? contrastingTextColor(card.accentColor) : card.textColor;
  parts.push(textBlock(card.brandName, brandBox, brandFill));
  parts.push(textBlock(card.headline, g.headline, card.textColor));

  parts.push(qrBlock(input.reviewUrl, input.qrStyle, g.qr));
  parts.push(textBlock(input.title, g.title, card.textColor, CARD_TITLE_MIN_FONT_SIZE));
  parts.push(textBlock(card.callToAction, g.callToAction, card.textColor));

  return (
    `<svg xmlns="http://www.w3.org/2000/svg"${input.language ? ` xml:lang="${input.language}"` : ''} ` +
    `width="${CARD_WIDTH_PX}" height="${CARD_HEIGHT_PX}" ` +
    `viewBox="0 0 ${CARD_WIDTH_PX} ${CARD_HEIGHT_PX}">${parts.join('')}</svg>`
  );
}
