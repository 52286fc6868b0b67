import { TOAST_ENTER_MS, TOAST_LEAVE_MS, TOAST_LIFETIME_MS } from '@shared';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import {
  CheckCircleIcon,
  CloseIcon,
  ErrorIcon,
  InfoIcon,
  NotificationsIcon,
  WarningIcon,
} from '../plain/icons';
import type { ToastData, ToastKey, ToastSeverity } from './toast-types';
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

/** True while the browser window has focus (the lifetime pauses in the background). */
function useWindowFocused(): boolean {
  const [focused, setFocused] = useState(true);
  useEffect(() => {
    const onFocus = () => setFocused(true);
    const onBlur = () => setFocused(false);
    window.addEventListener('focus', onFocus);
    window.addEventListener('blur', onBlur);
    return () => {
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('blur', onBlur);
    };
  }, []);
  return focused;
}

/** One toast: icon, translated title, message and a close button (colours in plain.css). */
export function ToastContent({
  toast,
  onClose,
  onGone,
}: {
  toast: ToastData;
  onClose: (key: ToastKey) => void;
  onGone: (key: ToastKey) => void;
}) {
  const intl = useIntl();
  const [hovered, setHovered] = useState(false);
  const windowFocused = useWindowFocused();
  const remaining = useRef(TOAST_LIFETIME_MS);
  const running = !toast.persist && !toast.leaving && !hovered && windowFocused;

  useEffect(() => {
    if (!running) return;
    const started = Date.now();
    const timer = window.setTimeout(() => onClose(toast.key), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [running, onClose, toast.key]);

  useEffect(() => {
    if (!toast.leaving) return;
    const timer = window.setTimeout(() => onGone(toast.key), TOAST_LEAVE_MS);
    return () => window.clearTimeout(timer);
  }, [toast.leaving, onGone, toast.key]);

  const Icon = icons[toast.severity];
  return (
    <div
      role={toast.severity === 'error' ? 'alert' : 'status'}
      className={`qr-toast qr-toast--${toast.severity}${toast.leaving ? ' qr-toast--leaving' : ''}`}
      style={{ animationDuration: `${toast.leaving ? TOAST_LEAVE_MS : TOAST_ENTER_MS}ms` }}
      data-severity={toast.severity}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <span className="qr-toast__icon">
        <Icon />
      </span>
      <div className="qr-toast__text">
        <p className="qr-toast__title">{toast.title}</p>
        <p className="qr-p">{toast.message}</p>
      </div>
      <button
        type="button"
        className="qr-toast__close"
        aria-label={intl.formatMessage(messages.close)}
        onClick={() => onClose(toast.key)}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
