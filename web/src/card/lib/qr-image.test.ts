import jsQRModule from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrSvg } from './qr-image';

// jsqr is a UMD bundle whose module.exports is the decoder; its typings declare an ES default.
const jsQR = ((jsQRModule as { default?: unknown }).default ?? jsQRModule) as typeof jsQRModule;

/** Rasterises qrSvg's output (a background rect and one path of `Mx yhNv1h-Nz` runs). */
function rasterize(svg: string, scale = 4) {
  const total = Number(/viewBox="0 0 (\d+) /.exec(svg)![1]);
  const width = total * scale;
  const rgba = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, w] of svg.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < Number(w) * scale; dx++) {
        const offset = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        rgba.fill(0, offset, offset + 3);
      }
    }
  }
  return { rgba, width };
}

describe('qrSvg', () => {
  const url = 'https://qr.example.com/reviews/AbCdEf1234567890xyZ0';

  it.each(['L', 'M', 'Q', 'H'] as const)(
    'draws a code that decodes to the URL (level %s)',
    (level) => {
      const svg = qrSvg(url, {
        foreground: '#000000',
        background: '#ffffff',
        errorCorrection: level,
      });
      const { rgba, width } = rasterize(svg);
      expect(jsQR(rgba, width, width)?.data).toBe(url);
    },
  );

  it('uses the chosen colours and a 4-module quiet zone', () => {
    const svg = qrSvg(url, { foreground: '#1565c0', background: '#fffde7', errorCorrection: 'M' });
    expect(svg).toContain('fill="#fffde7"');
    expect(svg).toContain('fill="#1565c0"');
    const firstRun = /M(\d+) (\d+)h/.exec(svg)!;
    expect([Number(firstRun[1]), Number(firstRun[2])]).toEqual([4, 4]); // finder pattern corner
  });

  it('grows with a higher error-correction level', () => {
    const size = (level: 'L' | 'H') =>
      Number(
        /viewBox="0 0 (\d+) /.exec(
          qrSvg(url, { foreground: '#000000', background: '#ffffff', errorCorrection: level }),
        )![1],
      );
    expect(size('H')).toBeGreaterThan(size('L'));
  });
});
