/**
 * MUI Link's look (primary colour, a light underline that darkens on hover) for a Box rendered as
 * an <a> or a router link: on screens whose first load counts (docs/page-speed.md), the same look without
 * Link's module (about 1.5 kB gzip).
 */
export const linkSx = {
  color: 'primary.main',
  textDecoration: 'underline',
  textDecorationColor: 'color-mix(in srgb, currentColor 40%, transparent)',
  '&:hover': { textDecorationColor: 'currentColor' },
} as const;

/** The same for a link whose text keeps the surrounding colour and is underlined on hover only. */
export const quietLinkSx = {
  color: 'inherit',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
} as const;
