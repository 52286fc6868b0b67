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

/** A toast as shown: title and message already translated. */
export interface ToastData {
  key: ToastKey;
  severity: ToastSeverity;
  title: string;
  message: string;
  /** Stays until closed instead of closing after TOAST_LIFETIME_MS. */
  persist: boolean;
  /** Playing its leave transition; removed when it ends. */
  leaving: boolean;
}

export interface ToastStack {
  add: (toast: Omit<ToastData, 'key' | 'leaving'>) => ToastKey;
  /** Closes one toast, or all of them without a key. */
  close: (key?: ToastKey) => void;
}
