import { createTheme } from '@mui/material/styles';

/**
 * System fonts only: no web font is downloaded, so text never reflows when a font arrives
 * (no layout shift) and Greek/Cyrillic locales render with the platform's own fonts.
 */
export const SYSTEM_FONT_STACK = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  '"Noto Sans"',
  '"Liberation Sans"',
  'Arial',
  'sans-serif',
].join(',');

export const theme = createTheme({
  palette: {
    primary: { main: '#1565c0' },
    secondary: { main: '#6a1b9a' },
    background: { default: '#f7f8fa' },
  },
  typography: {
    fontFamily: SYSTEM_FONT_STACK,
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: 10 },
});
