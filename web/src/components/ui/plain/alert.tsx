import type { ReactNode } from 'react';
import { ErrorOutlineIcon, InfoIcon } from './icons';
import './plain.css';

/** MUI's standard Alert look: an icon, the message and an optional action. */
export function Alert({
  severity,
  role,
  action,
  children,
  ...rest
}: {
  severity: 'info' | 'error';
  role?: 'alert' | 'status';
  action?: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const Icon = severity === 'error' ? ErrorOutlineIcon : InfoIcon;
  return (
    <div className={`qr-alert qr-alert--${severity}`} role={role} {...rest}>
      <Icon />
      <div className="qr-alert__message">{children}</div>
      {action ? <div className="qr-alert__action">{action}</div> : null}
    </div>
  );
}
