import type { ReactNode } from 'react';
import './data-view.css';

export interface ToggleOption<Value extends string> {
  value: Value;
  label: ReactNode;
  'data-testid'?: string;
}

/**
 * MUI's small exclusive ToggleButtonGroup as native buttons with `aria-pressed` in a named group
 * (the same roles and names): one class styles them all (data-view.css).
 */
export function ToggleGroup<Value extends string>({
  label,
  value,
  options,
  onChange,
  className,
  'data-testid': testId,
}: {
  label: string;
  value: Value;
  options: readonly ToggleOption<Value>[];
  onChange: (next: Value) => void;
  className?: string;
  'data-testid'?: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={className ? `qr-toggles ${className}` : 'qr-toggles'}
      data-testid={testId}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => option.value !== value && onChange(option.value)}
          data-testid={option['data-testid']}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
