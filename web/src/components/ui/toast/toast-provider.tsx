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

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/** Runs `run` once, on the visitor's first pointer, touch or key. */
function onFirstInteraction(run: () => void): () => void {
  const handler = () => {
    stop();
    run();
  };
  const stop = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, handler, true);
  };
  for (const type of INTERACTIONS) window.addEventListener(type, handler, true);
  return stop;
}

/**
 * Toasts are notistack (spec §4), mounted once for the whole app, customer and seller screens
 * alike. notistack is not part of a page's load: its host is a lazy chunk mounted on the visitor's
 * first interaction (toasts answer what they do: on the review page the first one comes after a
 * store, a rating and a text), or right away by the first toast; toasts raised before it is ready
 * wait for it (useToast() chains on `ready()`), in order. Loading it at the first idle moment
 * instead cost the review page 9.5 kB of its JS budget and a long task while a phone shows the
 * page (docs/page-speed.md).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  const [host] = useState(() => {
    let resolve!: (api: ToastApi) => void;
    const promise = new Promise<ToastApi>((r) => (resolve = r));
    return { promise, resolve };
  });

  useEffect(() => onFirstInteraction(() => setMounted(true)), []);

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
