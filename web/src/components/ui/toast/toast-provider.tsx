import { TOAST_ENTER_MS, TOAST_LEAVE_MS, TOAST_LIFETIME_MS } from '@shared';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { ToastContent } from './toast-content';

const components = {
  info: ToastContent,
  success: ToastContent,
  warn: ToastContent,
  error: ToastContent,
  secondary: ToastContent,
  contrast: ToastContent,
};

/**
 * Spec §4/§9: top-right, auto-close after TOAST_LIFETIME_MS (notistack pauses the timer while the
 * pointer is over a toast or the window is in the background), 300 ms in / 450 ms out.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={4}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={TOAST_LIFETIME_MS}
      transitionDuration={{ enter: TOAST_ENTER_MS, exit: TOAST_LEAVE_MS }}
      Components={components}
    >
      {children}
    </SnackbarProvider>
  );
}
