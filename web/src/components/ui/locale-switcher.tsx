import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LOCALES, type Locale } from '@shared';
import { useId, useState } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { switchLocalePath } from '@/config/paths';
import { writeLocaleCookie } from '@/i18n/locale';
import { useLocale } from '@/i18n/use-locale';

const labelMessage = defineMessage<{ language: string }>({
  id: 'localeSwitcher.label',
  defaultMessage: 'Language: {language}',
});

/** A language's own name ("română", "Deutsch"), so everyone finds theirs in any UI language. */
export function nativeLanguageName(locale: Locale): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return locale;
  }
}

/** Remembers the choice in the locale cookie and moves to the same page under the new prefix. */
export function useSwitchLocale(): (locale: Locale) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return (locale) => {
    writeLocaleCookie(locale);
    void navigate(switchLocalePath(location.pathname, location.search, location.hash, locale));
  };
}

export function LocaleSwitcher({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const intl = useIntl();
  const active = useLocale();
  const switchLocale = useSwitchLocale();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = nativeLanguageName(active);

  return (
    <>
      <Button
        color={color}
        startIcon={<TranslateIcon />}
        aria-label={intl.formatMessage(labelMessage, { language: current })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, textTransform: 'uppercase' }}
      >
        {active}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxHeight: 360 } } }}
      >
        {LOCALES.map((locale) => (
          <MenuItem
            key={locale}
            lang={locale}
            selected={locale === active}
            onClick={() => {
              setAnchor(null);
              switchLocale(locale);
            }}
          >
            {nativeLanguageName(locale)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
