import type { ComponentPropsWithRef, ReactNode } from 'react';
import './plain.css';

export interface ButtonStyle {
  variant?: 'contained' | 'outlined' | 'text';
  size?: 'medium' | 'large';
  /** 'inherit' takes the surrounding text colour (e.g. on an app bar). */
  color?: 'primary' | 'inherit';
  fullWidth?: boolean;
}

/** The class list of a button look, for <a> and router links styled as buttons. */
export function buttonClass({
  variant = 'text',
  size = 'medium',
  color = 'primary',
  fullWidth = false,
}: ButtonStyle = {}): string {
  return [
    'qr-btn',
    `qr-btn--${variant}`,
    size === 'large' && 'qr-btn--large',
    color === 'inherit' && 'qr-btn--inherit',
    fullWidth && 'qr-btn--full',
  ]
    .filter(Boolean)
    .join(' ');
}

export type ButtonProps = ButtonStyle &
  ComponentPropsWithRef<'button'> & { startIcon?: ReactNode; endIcon?: ReactNode };

/** A native button with the look of MUI's Button (contained, outlined or text). */
export function Button({
  variant,
  size,
  color,
  fullWidth,
  startIcon,
  endIcon,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = buttonClass({ variant, size, color, fullWidth });
  return (
    <button type={type} className={className ? `${classes} ${className}` : classes} {...rest}>
      {startIcon}
      {children}
      {endIcon}
    </button>
  );
}
