/** The severities of spec §4 ("warn", "secondary" and "contrast" are custom notistack variants). */
export const TOAST_SEVERITIES = [
  'info',
  'success',
  'warn',
  'error',
  'secondary',
  'contrast',
] as const;
export type ToastSeverity = (typeof TOAST_SEVERITIES)[number];

/**
 * Extra props every toast carries to the content component. A type alias, not an interface:
 * notistack only accepts variant props assignable to Record<string, unknown>.
 */
export type ToastExtraProps = { title: string };

declare module 'notistack' {
  interface VariantOverrides {
    default: false;
    warning: false;
    info: ToastExtraProps;
    success: ToastExtraProps;
    error: ToastExtraProps;
    warn: ToastExtraProps;
    secondary: ToastExtraProps;
    contrast: ToastExtraProps;
  }
}
