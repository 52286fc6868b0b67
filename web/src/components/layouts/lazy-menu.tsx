import type MenuType from '@mui/material/Menu';
import type { MenuProps } from '@mui/material/Menu';
import type MenuItemType from '@mui/material/MenuItem';
import { lazy, Suspense, useEffect, useState } from 'react';

const loadMenu = () => import('@mui/material/Menu');
const loadMenuItem = () => import('@mui/material/MenuItem');
// lazy() keeps only the plain props: the cast restores MUI's component typing.
const Menu = lazy(loadMenu) as typeof MenuType;

/** MUI's MenuItem, downloaded with the menu (lazily). */
export const LazyMenuItem = lazy(loadMenuItem) as typeof MenuItemType;

/**
 * MUI's Menu (with Popover, Modal and transitions, about 14 kB gzip), downloaded once the app bar
 * is on screen instead of with the first screen (docs/page-speed.md: the product list's first load), and
 * mounted from the first time it opens.
 */
export function LazyMenu(props: MenuProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      void loadMenu().catch(() => undefined);
      void loadMenuItem().catch(() => undefined);
    }, 2_000);
    return () => window.clearTimeout(timer);
  }, []);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Menu {...props} />
    </Suspense>
  );
}
