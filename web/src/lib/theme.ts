import { createTheme } from '@mui/material/styles';
import { SYSTEM_FONT_STACK } from '@/config/font-stack';

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
