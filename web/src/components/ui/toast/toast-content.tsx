import type { CustomContentProps } from 'notistack';
import type { ComponentType, Ref } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { InfoIcon } from '../plain/icons';
import {
  CheckCircleIcon,
  CloseIcon,
  ErrorIcon,
  NotificationsIcon,
  WarningIcon,
} from './toast-icons';
import type { ToastSeverity } from './toast-types';
import '@/components/ui/plain/plain.css';

const messages = defineMessages({
  close: { id: 'toast.close', defaultMessage: 'Close' },
});

const icons: Record<ToastSeverity, ComponentType> = {
  info: InfoIcon,
  success: CheckCircleIcon,
  warn: WarningIcon,
  error: ErrorIcon,
  secondary: NotificationsIcon,
  contrast: NotificationsIcon,
};

/** notistack's close action (SnackbarProvider `action`), labelled in the active locale. */
export function ToastCloseButton({ onClick }: { onClick: () => void }) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className="qr-toast__close"
      aria-label={intl.formatMessage(messages.close)}
      onClick={onClick}
    >
      <CloseIcon />
    </button>
  );
}

/**
 * notistack's custom content for every variant (its `Components` prop): icon, translated title,
 * message and the provider's close action, in plain CSS (plain.css) with the MUI theme's colours.
 * notistack owns the timing (lifetime, pause on hover / window blur, transitions); its transition
 * needs the ref to the root element.
 */
export function ToastContent({
  ref,
  id,
  variant,
  title,
  message,
  action,
  style,
  className,
}: CustomContentProps & { title: string; ref?: Ref<HTMLDivElement> }) {
  const severity = variant;
  const Icon = icons[severity];
  return (
    <div
      ref={ref}
      role={severity === 'error' ? 'alert' : 'status'}
      className={`qr-toast qr-toast--${severity}${className ? ` ${className}` : ''}`}
      style={style}
      data-severity={severity}
    >
      <span className="qr-toast__icon">
        <Icon />
      </span>
      <div className="qr-toast__text">
        <p className="qr-toast__title">{title}</p>
        <p className="qr-p">{message}</p>
      </div>
      {typeof action === 'function' ? action(id) : action}
    </div>
  );
}
