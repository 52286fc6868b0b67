import type { Locale } from '@shared';
import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
} from 'react';

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  children?: ReactNode;
};

/**
 * What shared components (layouts, language menu, brand, links) need from the page's navigation,
 * without depending on a router: the seller app provides react-router's (app/root.tsx), the
 * customer review page, which has no router, its own (app/review-app.tsx).
 */
export interface LocaleNavigation {
  /** The current URL's locale prefix, if it has one (/ro/products → 'ro'). */
  routeLocale: Locale | undefined;
  /** Moves to the current page in another locale (remembering the choice in the cookie). */
  switchLocale: (locale: Locale) => void;
  /** An in-app link (react-router's Link, or a plain <a> where there is no router). */
  Link: ComponentType<AppLinkProps>;
}

/** A plain <a>: a document load, for pages without a router. */
export function PlainLink({ to, ...props }: AppLinkProps) {
  return <a href={to} {...props} />;
}

const LocaleNavigationContext = createContext<LocaleNavigation>({
  routeLocale: undefined,
  switchLocale: () => undefined,
  Link: PlainLink,
});

export const LocaleNavigationProvider = LocaleNavigationContext.Provider;

export function useLocaleNavigation(): LocaleNavigation {
  return useContext(LocaleNavigationContext);
}

/** The link component of the page's navigation. */
export function AppLink(props: AppLinkProps) {
  const { Link } = useLocaleNavigation();
  return <Link {...props} />;
}
