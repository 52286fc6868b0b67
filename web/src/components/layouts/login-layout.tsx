import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { Brand } from '@/components/ui/brand';
import { LocaleSwitcher } from '@/components/ui/locale-switcher';
import { useLocalizedHref } from '@/i18n/use-locale';
import { InsideMainLandmark } from './main-landmark';
import '@/components/ui/plain/plain.css';

/**
 * Spec §2 "login" layout: a narrow centered column. Used by /login and by the customer review page,
 * so it must stay free of Firebase, seller code and MUI (plain CSS; the build's bundle guard checks
 * what the review page loads).
 */
export function LoginLayout({ children }: { children: ReactNode }) {
  const href = useLocalizedHref();
  return (
    <div className="qr-page">
      <header className="qr-header">
        <Brand to={href(paths.home.getHref())} />
        <span className="qr-spacer" />
        <LocaleSwitcher color="primary" />
      </header>
      <main className="qr-main">
        <InsideMainLandmark>{children}</InsideMainLandmark>
      </main>
    </div>
  );
}
