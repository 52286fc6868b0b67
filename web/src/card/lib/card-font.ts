import { CARD_FONT_WEIGHTS, CARD_PAGE_FONT_FAMILY } from '@shared';
import boldUrl from '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf?url';
import regularUrl from '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf?url';

/**
 * The QR card's font in the page: the very TTF files the server renderer bundles
 * (functions/src/domains/cards/fonts.ts), so the in-page card, the template preview and the
 * downloaded PNG wrap and draw text alike. Registered as a stylesheet @font-face (not only a FontFace
 * object) because dom-to-image-more embeds fonts it finds in stylesheets when capturing a card.
 * Loaded on first use by seller screens only.
 */
let loading: Promise<void> | null = null;

export function ensureCardFonts(): Promise<void> {
  if (loading) return loading;
  // jsdom (unit tests) has no font loading.
  if (typeof document === 'undefined' || !document.fonts) return (loading = Promise.resolve());
  const faces = [
    { url: regularUrl, weight: CARD_FONT_WEIGHTS.regular },
    { url: boldUrl, weight: CARD_FONT_WEIGHTS.bold },
  ];
  const style = document.createElement('style');
  style.dataset.cardFont = '';
  style.textContent = faces
    .map(
      ({ url, weight }) =>
        `@font-face{font-family:'${CARD_PAGE_FONT_FAMILY}';src:url('${url}') format('truetype');` +
        `font-weight:${weight};font-style:normal;font-display:block;}`,
    )
    .join('\n');
  document.head.append(style);
  loading = Promise.all(
    faces.map(({ weight }) => document.fonts.load(`${weight} 16px '${CARD_PAGE_FONT_FAMILY}'`)),
  ).then(
    () => undefined,
    (error: unknown) => {
      // A missing font leaves the card in a fallback font; it must not break the screen.
      console.error('Card font failed to load', error);
    },
  );
  return loading;
}
