export { ToastProvider } from './toast-provider';
export { useToast, toastTitles, type Toast, type ToastOptions } from './use-toast';
export { TOAST_SEVERITIES, type ToastKey, type ToastSeverity } from './toast-types';
