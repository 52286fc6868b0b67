/** The severities of spec §4. */
export const TOAST_SEVERITIES = [
  'info',
  'success',
  'warn',
  'error',
  'secondary',
  'contrast',
] as const;
export type ToastSeverity = (typeof TOAST_SEVERITIES)[number];

/** Identifies a raised toast, e.g. to close a persistent "Preparing…" toast when work is done. */
export type ToastKey = number;

/** What the lazily loaded toast host hands back once notistack's provider is mounted. */
export interface ToastApi {
  show: (
    key: ToastKey,
    toast: { severity: ToastSeverity; title: string; message: string; persist: boolean },
  ) => void;
  /** Closes one toast, or all of them without a key. */
  close: (key?: ToastKey) => void;
}
