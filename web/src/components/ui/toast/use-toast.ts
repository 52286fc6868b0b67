import { use, useMemo } from 'react';
import { defineMessages, useIntl, type MessageDescriptor, type PrimitiveType } from 'react-intl';
import { ToastStackContext } from './toast-provider';
import type { ToastKey, ToastSeverity } from './toast-types';

/** Default toast titles per severity (spec §8 names 'Success' and 'Error'). */
export const toastTitles = defineMessages({
  info: { id: 'toast.title.info', defaultMessage: 'Info' },
  success: { id: 'toast.title.success', defaultMessage: 'Success' },
  warn: { id: 'toast.title.warn', defaultMessage: 'Warning' },
  error: { id: 'toast.title.error', defaultMessage: 'Error' },
  secondary: { id: 'toast.title.secondary', defaultMessage: 'Notice' },
  contrast: { id: 'toast.title.contrast', defaultMessage: 'Notice' },
}) satisfies Record<ToastSeverity, MessageDescriptor>;

type FormatValues = Record<string, PrimitiveType>;

export interface ToastOptions {
  /** Values for the message's placeholders. */
  values?: FormatValues;
  /** A title other than the severity's default ('Copied', 'Processing', …). */
  title?: MessageDescriptor;
  titleValues?: FormatValues;
  /** Stays until closed (e.g. a long-running download). */
  persist?: boolean;
}

type Raise = (message: MessageDescriptor, options?: ToastOptions) => ToastKey;

export type Toast = Record<ToastSeverity, Raise> & {
  show: (severity: ToastSeverity, message: MessageDescriptor, options?: ToastOptions) => ToastKey;
  close: (key?: ToastKey) => void;
};

/**
 * Raises toasts with a translated title and message:
 *   const toast = useToast();
 *   toast.success(messages.saved);                         // title 'Success'
 *   toast.info(messages.preparing, { title: messages.processing });
 */
export function useToast(): Toast {
  const intl = useIntl();
  const stack = use(ToastStackContext);
  return useMemo(() => {
    if (!stack) throw new Error('useToast needs a <ToastProvider> above it');
    const show: Toast['show'] = (severity, message, options = {}) => {
      const title: MessageDescriptor = options.title ?? toastTitles[severity];
      return stack.add({
        severity,
        message: intl.formatMessage<FormatValues>(message, options.values ?? {}),
        title: intl.formatMessage<FormatValues>(title, options.titleValues ?? {}),
        persist: options.persist ?? false,
      });
    };
    const raise =
      (severity: ToastSeverity): Raise =>
      (message, options) =>
        show(severity, message, options);
    return {
      show,
      close: stack.close,
      info: raise('info'),
      success: raise('success'),
      warn: raise('warn'),
      error: raise('error'),
      secondary: raise('secondary'),
      contrast: raise('contrast'),
    };
  }, [intl, stack]);
}
