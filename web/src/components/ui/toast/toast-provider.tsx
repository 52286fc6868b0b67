import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { ToastApi } from './toast-types';

export interface ToastHostHandle {
  /** Mounts the toast host if needed; resolves once notistack can show toasts. */
  ready: () => Promise<ToastApi>;
}

export const ToastHostContext = createContext<ToastHostHandle | null>(null);

// A failed download of the host chunk must not take the page down (toasts are secondary): it
// renders nothing, and the toasts raised meanwhile stay unshown.
const ToastHost = lazy(
  (): Promise<{ default: ComponentType<{ onReady: (api: ToastApi) => void }> }> =>
    import('./toast-host').catch((error: unknown) => {
      console.error('toasts unavailable', error);
      return { default: () => null };
    }),
);

/** Runs `run` once the browser is idle (requestIdleCallback where it exists). */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 3_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1);
  return () => window.clearTimeout(id);
}

/**
 * Toasts are notistack (spec §4), mounted once for the whole app, customer and seller screens
 * alike. notistack is not part of the first load: its host is a lazy chunk mounted after the
 * first idle moment, or right away by the first toast; toasts raised before it is ready wait for
 * it (useToast() chains on `ready()`), in order.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  const [host] = useState(() => {
    let resolve!: (api: ToastApi) => void;
    const promise = new Promise<ToastApi>((r) => (resolve = r));
    return { promise, resolve };
  });

  useEffect(() => whenIdle(() => setMounted(true)), []);

  const ready = useCallback(() => {
    setMounted(true);
    return host.promise;
  }, [host]);
  const handle = useMemo(() => ({ ready }), [ready]);

  return (
    <ToastHostContext value={handle}>
      {children}
      {mounted && (
        <Suspense fallback={null}>
          <ToastHost onReady={host.resolve} />
        </Suspense>
      )}
    </ToastHostContext>
  );
}
