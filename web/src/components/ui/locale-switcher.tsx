import { LOCALES, type Locale } from '@shared';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { useLocaleNavigation } from '@/i18n/locale-navigation';
import { useLocale } from '@/i18n/use-locale';
import { Button } from './plain/button';
import { TranslateIcon } from './plain/icons';

const labelMessage = defineMessage<{ language: string }>({
  id: 'localeSwitcher.label',
  defaultMessage: 'Language: {language}',
});

/** The button's name starts with its visible code (WCAG 2.5.3, label in name). */
const buttonLabelMessage = defineMessage<{ code: string; language: string }>({
  id: 'localeSwitcher.buttonLabel',
  defaultMessage: '{code}, language: {language}',
});

/** A language's own name ("română", "Deutsch"), so everyone finds theirs in any UI language. */
function nativeLanguageName(locale: Locale): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return locale;
  }
}

/**
 * The language menu of every layout: a menu button (WAI-ARIA menu pattern: arrow keys, Home/End,
 * first letters, Escape) in plain CSS, so the customer review page can show it without MUI.
 */
export function LocaleSwitcher({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const intl = useIntl();
  const active = useLocale();
  const { switchLocale } = useLocaleNavigation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const anchorRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const label = intl.formatMessage(labelMessage, { language: nativeLanguageName(active) });

  const items = () => [
    ...(menuRef.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? []),
  ];
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    (menuRef.current?.querySelector<HTMLElement>('[aria-current=true]') ?? items()[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const { target } = event;
      if (!(target instanceof Node && anchorRef.current?.contains(target))) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const choose = (locale: Locale) => {
    close(true);
    switchLocale(locale);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const current = list.findIndex((item) => item === document.activeElement);
    const focusAt = (index: number) => list[(index + list.length) % list.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(current + 1);
    else if (event.key === 'ArrowUp') focusAt(current - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(list.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') {
      close(false);
      return;
    } else if (event.key === 'Enter' || event.key === ' ') (list[current] ?? list[0])?.click();
    else if (event.key.length === 1) {
      // Type-ahead: the next language whose name starts with the typed letter.
      const letter = event.key.toLocaleLowerCase();
      const next = [...list.slice(current + 1), ...list.slice(0, current + 1)].find((item) =>
        item.textContent?.toLocaleLowerCase().startsWith(letter),
      );
      if (!next) return;
      next.focus();
    } else return;
    event.preventDefault();
  };

  return (
    <div className="qr-menu-anchor" ref={anchorRef}>
      <Button
        ref={buttonRef}
        color={color}
        startIcon={<TranslateIcon />}
        aria-label={intl.formatMessage(buttonLabelMessage, {
          code: active.toUpperCase(),
          language: nativeLanguageName(active),
        })}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? true : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {active}
      </Button>
      {open ? (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          className="qr-menu"
          onKeyDown={onMenuKeyDown}
        >
          {LOCALES.map((locale) => (
            <li
              key={locale}
              role="menuitem"
              tabIndex={-1}
              lang={locale}
              aria-current={locale === active ? true : undefined}
              className="qr-menu__item"
              onClick={() => choose(locale)}
            >
              {nativeLanguageName(locale)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
