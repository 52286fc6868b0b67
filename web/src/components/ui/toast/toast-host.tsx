import { TOAST_ENTER_MS, TOAST_LEAVE_MS, TOAST_LIFETIME_MS } from '@/config/constants';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { ToastCloseButton, ToastContent } from './toast-content';
import type { ToastApi, ToastSeverity } from './toast-types';

// Our severities are notistack variants carrying a translated title (notistack's 'default' and
// 'warning' are not used: 'info' is the default, 'warn' the warning).
declare module 'notistack' {
  interface VariantOverrides {
    default: false;
    warning: false;
    info: { title: string };
    success: { title: string };
    error: { title: string };
    warn: { title: string };
    secondary: { title: string };
    contrast: { title: string };
  }
}

/** More toasts than this: notistack closes the oldest one. */
const MAX_VISIBLE = 4;

/**
 * Top right (the spec's default), but at the bottom on a phone: full-width toasts at the top of a
 * phone cover what the page says first, such as the review page's outcome heading
 * (docs/decisions.md, "Toasts"). Same breakpoint as the toasts' full width (plain.css).
 */
const PHONE = '(max-width: 599.95px)';
const anchorOrigin = () =>
  window.matchMedia?.(PHONE).matches
    ? ({ vertical: 'bottom', horizontal: 'center' } as const)
    : ({ vertical: 'top', horizontal: 'right' } as const);

const components = {
  info: ToastContent,
  success: ToastContent,
  warn: ToastContent,
  error: ToastContent,
  secondary: ToastContent,
  contrast: ToastContent,
} satisfies Record<ToastSeverity, unknown>;

const api: ToastApi = {
  show: (key, { severity, title, message, persist }) =>
    void enqueueSnackbar(message, { key, variant: severity, title, persist }),
  close: (key) => closeSnackbar(key),
};

/**
 * The app's one notistack SnackbarProvider (spec §4 toasts), in a lazy chunk of its own so
 * notistack (and goober) stay out of the customer review route's initial load; ToastProvider
 * mounts it after the first idle moment or on the first toast. notistack's standalone
 * enqueueSnackbar/closeSnackbar are bound in the provider's constructor, so they are usable once
 * this has mounted: then `onReady` hands them to useToast().
 */
export default function ToastHost({ onReady }: { onReady: (api: ToastApi) => void }) {
  useEffect(() => onReady(api), [onReady]);
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  return (
    <SnackbarProvider
      maxSnack={MAX_VISIBLE}
      anchorOrigin={anchorOrigin()}
      autoHideDuration={TOAST_LIFETIME_MS}
      transitionDuration={
        reducedMotion ? { enter: 0, exit: 0 } : { enter: TOAST_ENTER_MS, exit: TOAST_LEAVE_MS }
      }
      variant="info"
      action={(key) => <ToastCloseButton onClick={() => closeSnackbar(key)} />}
      Components={components}
    />
  );
}
