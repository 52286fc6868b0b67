import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { theme } from '@/lib/theme';

/** MUI's theme and baseline CSS, for the screens built with MUI. */
export function MuiProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

/**
 * Layout route around the MUI screens (landing, login, seller screens): a lazy chunk, so the
 * customer review page, which uses plain-CSS components, never downloads MUI or emotion.
 */
export default function MuiShell() {
  return (
    <MuiProvider>
      <Outlet />
    </MuiProvider>
  );
}
