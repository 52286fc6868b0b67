import { use, useMemo } from 'react';
import { defineMessages, useIntl, type MessageDescriptor, type PrimitiveType } from 'react-intl';
import { ToastHostContext } from './toast-provider';
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

/** Keys of raised toasts, unique for the page. */
let nextKey: ToastKey = 1;

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
  const host = use(ToastHostContext);
  return useMemo(() => {
    if (!host) throw new Error('useToast needs a <ToastProvider> above it');
    const show: Toast['show'] = (severity, message, options = {}) => {
      const title: MessageDescriptor = options.title ?? toastTitles[severity];
      const toast = {
        severity,
        message: intl.formatMessage<FormatValues>(message, options.values ?? {}),
        title: intl.formatMessage<FormatValues>(title, options.titleValues ?? {}),
        persist: options.persist ?? false,
      };
      // The key is ours, so it is known before notistack has loaded.
      const key = nextKey++;
      void host.ready().then((api) => api.show(key, toast));
      return key;
    };
    const close: Toast['close'] = (key) => void host.ready().then((api) => api.close(key));
    const raise =
      (severity: ToastSeverity): Raise =>
      (message, options) =>
        show(severity, message, options);
    return {
      show,
      close,
      info: raise('info'),
      success: raise('success'),
      warn: raise('warn'),
      error: raise('error'),
      secondary: raise('secondary'),
      contrast: raise('contrast'),
    };
  }, [intl, host]);
}
