import { createRequire } from 'node:module';
import type { CardFontWeight } from '../../shared/index.js';

/**
 * The card's bundled fonts: Noto Sans 400 and 700 as TTF (resvg ignores WOFF/WOFF2) from
 * @expo-google-fonts/noto-sans, SIL Open Font License 1.1 (bundling allowed). Noto Sans covers
 * Latin, Greek and Cyrillic, so every supported locale (incl. bg, el, ro) prints real glyphs. The
 * web app loads the very same files for the in-page card, so both measure and draw alike.
 */
const require = createRequire(import.meta.url);

export const CARD_FONT_FILES: Record<CardFontWeight, string> = {
  regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
};
