import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import {
  CARD_DPI,
  CARD_HEIGHT_IN,
  CARD_HEIGHT_PX,
  CARD_LAYOUT_GEOMETRY,
  CARD_WIDTH_IN,
  CARD_WIDTH_PX,
  DEFAULT_CARD_DESIGN,
  DEFAULT_QR_STYLE,
  type CardRect,
} from '../../shared/index.js';
import { readPhysicalDpi } from './png-phys.js';
import { logoDataUrl, renderCardPng, type RenderCardInput } from './render-card-png.js';

// jsqr is a UMD bundle whose module.exports is the decoder itself; its typings declare an ES
// default export, which NodeNext reads as `.default`.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;

const REVIEW_URL = 'https://demo-qr-reviews.web.app/ro/reviews/Xk2pQ9rLmN3vB7tY1aZc';

function input(overrides: Partial<RenderCardInput> = {}): RenderCardInput {
  return {
    title: 'Cană de cafea din ceramică, 350 ml',
    reviewUrl: REVIEW_URL,
    card: {
      ...DEFAULT_CARD_DESIGN,
      headline: 'Vă mulțumim pentru cumpărătură!',
      callToAction: 'Scanați și lăsați o recenzie',
      brandName: 'Atelier Ștefan',
    },
    qrStyle: DEFAULT_QR_STYLE,
    language: 'ro',
    ...overrides,
  };
}

/** Fraction of pixels in `rect` that differ clearly from `background` (#rrggbb). */
function inkIn(png: PNG, rect: CardRect, background: string): number {
  const [br, bg, bb] = [1, 3, 5].map((i) => parseInt(background.slice(i, i + 2), 16));
  let ink = 0;
  for (let y = rect.y; y < rect.y + rect.height; y++) {
    for (let x = rect.x; x < rect.x + rect.width; x++) {
      const i = (y * png.width + x) * 4;
      const diff =
        Math.abs(png.data[i]! - br!) +
        Math.abs(png.data[i + 1]! - bg!) +
        Math.abs(png.data[i + 2]! - bb!);
      if (diff > 60) ink++;
    }
  }
  return ink / (rect.width * rect.height);
}

const textRect = (layout: 'classic' | 'minimal', block: 'title' | 'headline' | 'callToAction') => {
  const box = CARD_LAYOUT_GEOMETRY[layout][block];
  return {
    x: Math.round(box.centerX - box.maxWidth / 2),
    y: box.top,
    width: box.maxWidth,
    height: box.maxLines * box.lineHeight,
  };
};

describe('renderCardPng', () => {
  it('renders a PNG of the card size at 300 dpi', async () => {
    const png = await renderCardPng(input());
    const decoded = PNG.sync.read(png);
    expect(decoded.width).toBe(CARD_WIDTH_PX);
    expect(decoded.height).toBe(CARD_HEIGHT_PX);
    expect(decoded.width).toBe(CARD_WIDTH_IN * CARD_DPI);
    expect(decoded.height).toBe(CARD_HEIGHT_IN * CARD_DPI);
    expect(readPhysicalDpi(png)).toBe(300);
  });

  for (const layout of ['classic', 'minimal'] as const) {
    for (const errorCorrection of ['L', 'H'] as const) {
      it(`draws a QR code that decodes to the review URL (${layout}, ${errorCorrection})`, async () => {
        const png = PNG.sync.read(
          await renderCardPng(
            input({
              card: { ...input().card, layout, accentColor: '#7b1fa2' },
              qrStyle: { foreground: '#0d2b52', background: '#fff8e1', errorCorrection },
            }),
          ),
        );
        const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
        expect(code?.data).toBe(REVIEW_URL);
      });
    }
  }

  it('prints Latin, Romanian, Cyrillic and Greek text with the bundled font', async () => {
    for (const title of ['Ștergător de vase', 'Чаша за кафе', 'Κούπα καφέ']) {
      const png = PNG.sync.read(await renderCardPng(input({ title })));
      expect(
        inkIn(png, textRect('classic', 'title'), DEFAULT_CARD_DESIGN.backgroundColor),
        title,
      ).toBeGreaterThan(0.005);
    }
    const empty = PNG.sync.read(
      await renderCardPng(input({ card: { ...input().card, headline: '' } })),
    );
    expect(inkIn(empty, textRect('classic', 'headline'), DEFAULT_CARD_DESIGN.backgroundColor)).toBe(
      0,
    );
  });

  it('draws the logo inside the logo box', async () => {
    const logo = new PNG({ width: 8, height: 8 });
    for (let i = 0; i < logo.data.length; i += 4) logo.data.set([220, 20, 60, 255], i);
    const href = logoDataUrl(PNG.sync.write(logo), 'image/png');
    const png = PNG.sync.read(
      await renderCardPng(input({ logoHref: href, card: { ...input().card, layout: 'minimal' } })),
    );
    expect(inkIn(png, CARD_LAYOUT_GEOMETRY.minimal.logo, '#ffffff')).toBeGreaterThan(0.5);
  });

  it('refuses SVG logos that reference anything outside themselves', () => {
    const svg = (body: string) =>
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`);
    expect(logoDataUrl(svg('<circle r="4" cx="5" cy="5"/>'), 'image/svg+xml')).toMatch(
      /^data:image\/svg\+xml;base64,/,
    );
    expect(logoDataUrl(svg('<image href="/etc/passwd"/>'), 'image/svg+xml')).toBeNull();
    expect(
      logoDataUrl(svg('<image xlink:href="https://evil.example/x.png"/>'), 'image/svg+xml'),
    ).toBeNull();
    expect(
      logoDataUrl(svg('<rect style="fill:url(https://x.example/a)"/>'), 'image/svg+xml'),
    ).toBeNull();
    expect(logoDataUrl(Buffer.from('GIF89a'), 'image/gif')).toBeNull();
  });

  it('renders a card within the time goal (reported, 150 ms goal)', async () => {
    await renderCardPng(input()); // warm-up: font files parsed, native module loaded
    const runs = 10;
    const cpuBefore = process.cpuUsage();
    const start = performance.now();
    for (let i = 0; i < runs; i++) await renderCardPng(input({ title: `Product ${i}` }));
    const perCard = (performance.now() - start) / runs;
    const cpu = process.cpuUsage(cpuBefore);
    // CPU time is what one render costs; wall time also counts waiting for a shared, busy CPU.
    const cpuPerCard = (cpu.user + cpu.system) / 1000 / runs;
    console.log(
      `renderCardPng: ${perCard.toFixed(1)} ms wall, ${cpuPerCard.toFixed(1)} ms CPU per card ` +
        `(${runs} runs, ${CARD_WIDTH_PX}×${CARD_HEIGHT_PX} px)`,
    );
    // The goal is 150 ms; the bound here is loose because CI machines are shared and noisy.
    expect(perCard).toBeLessThan(1000);
  });
});
