import { useRef, type KeyboardEvent } from 'react';
import './data-view.css';

export interface TabOption<Value extends string> {
  value: Value;
  label: string;
}

/**
 * MUI's Tabs as a native tab list: buttons with role tab and `aria-selected`, one of them in the
 * tab order; the arrow keys, Home and End move the focus between them, Enter or Space selects
 * (the keyboard of MUI's Tabs). No indicator animation to measure and no scroll buttons.
 */
export function Tabs<Value extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Value;
  options: readonly TabOption<Value>[];
  onChange: (next: Value) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const current = tabs.findIndex((tab) => tab === document.activeElement);
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current <= 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    tabs[target]?.focus();
  };
  return (
    <div ref={list} role="tablist" aria-label={label} className="qr-tabs" onKeyDown={moveFocus}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="tab"
          aria-selected={option.value === value}
          tabIndex={option.value === value ? 0 : -1}
          onClick={() => option.value !== value && onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
