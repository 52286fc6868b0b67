// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { alpha, darken, lighten } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { SYSTEM_FONT_STACK } from '@/config/font-stack';
import { theme } from '@/lib/theme';
import { SHARED_HEAD } from '../../../../vite-plugins/shared-head';

const read = (file: string) => readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8');
const css = read('./plain.css');
const dataViewCss = read('./data-view.css');
const { palette } = theme;

/** Every colour token of plain.css and the MUI theme value it stands for. */
const expected: Record<string, string> = {
  '--qr-primary': palette.primary.main,
  '--qr-primary-dark': palette.primary.dark,
  '--qr-primary-hover': alpha(palette.primary.main, palette.action.hoverOpacity),
  '--qr-primary-selected': alpha(palette.primary.main, palette.action.selectedOpacity),
  // MUI's outlined button border.
  '--qr-primary-border': alpha(palette.primary.main, 0.5),
  '--qr-secondary': palette.secondary.main,
  '--qr-on-color': palette.primary.contrastText,
  '--qr-text': palette.text.primary,
  '--qr-text-secondary': palette.text.secondary,
  '--qr-disabled': palette.action.disabled,
  '--qr-disabled-bg': palette.action.disabledBackground,
  '--qr-hover': palette.action.hover,
  '--qr-divider': palette.divider,
  '--qr-field-border': palette.grey[400],
  '--qr-bg': palette.background.default,
  '--qr-paper': palette.background.paper,
  '--qr-error': palette.error.main,
  '--qr-error-dark': palette.error.dark,
  // MUI's standard Alert: background and text derived from the severity's light colour.
  '--qr-error-alert-bg': lighten(palette.error.light, 0.9),
  '--qr-error-alert-text': darken(palette.error.light, 0.6),
  '--qr-info': palette.info.main,
  '--qr-info-dark': palette.info.dark,
  '--qr-info-alert-bg': lighten(palette.info.light, 0.9),
  '--qr-info-alert-text': darken(palette.info.light, 0.6),
  '--qr-success-dark': palette.success.dark,
  '--qr-warning-light': palette.warning.light,
  '--qr-grey-900': palette.grey[900],
  // A constant of MUI's Rating component (filled star), not a theme colour.
  '--qr-rating': '#faaf00',
};

/** '#1565c0', '#fff', 'rgb(14, 70, 134)', 'rgba(0, 0, 0, 0.87)' → [r, g, b, a]. */
function rgba(color: string): number[] {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d) : hex[1]!.match(/../g)!;
    return [...digits.map((d) => parseInt(d, 16)), 1];
  }
  const fn = /^rgba?\(([^)]+)\)$/.exec(color.trim());
  if (!fn) throw new Error(`unsupported colour ${color}`);
  const parts = fn[1]!.split(',').map(Number);
  return parts.length === 3 ? [...parts, 1] : parts;
}

function tokens(sheet = css): Map<string, string> {
  const root = /:root\s*{([^}]*)}/.exec(sheet)?.[1] ?? '';
  return new Map(
    [...root.matchAll(/(--qr-[\w-]+):\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]),
  );
}

describe('plain.css', () => {
  it('uses the MUI theme colours, so plain-CSS and MUI screens look alike', () => {
    const declared = tokens();
    const colours = [...declared.keys()].filter((name) => name !== '--qr-radius');
    expect(colours.sort()).toEqual(Object.keys(expected).sort());
    for (const [name, value] of Object.entries(expected)) {
      expect(rgba(declared.get(name)!), name).toEqual(rgba(value));
    }
  });

  it('data-view.css adds the theme colours of tables, chips and icon buttons', () => {
    const added: Record<string, string> = {
      '--qr-action-active': palette.action.active,
      '--qr-action-selected': palette.action.selected,
      // MUI's TableCell border: the divider lightened to an opaque grey.
      '--qr-table-border': lighten(alpha(palette.divider, 1), 0.88),
      '--qr-success': palette.success.main,
      '--qr-warning': palette.warning.main,
    };
    const declared = tokens(dataViewCss);
    expect([...declared.keys()].sort()).toEqual(Object.keys(added).sort());
    for (const [name, value] of Object.entries(added)) {
      expect(rgba(declared.get(name)!), name).toEqual(rgba(value));
    }
  });

  it('uses the theme shape, and the font every document and the theme share', () => {
    expect(tokens().get('--qr-radius')).toBe(`${theme.shape.borderRadius}px`);
    // The body's font is set by every document's shared head, from the stack the theme uses.
    expect(/^body \{[^}]*font-family/m.test(css)).toBe(false);
    expect(theme.typography.fontFamily).toBe(SYSTEM_FONT_STACK);
    expect(SHARED_HEAD).toContain(`font-family: ${SYSTEM_FONT_STACK};`);
  });
});
