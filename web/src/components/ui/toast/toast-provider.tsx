import { createContext, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContent } from './toast-content';
import type { ToastData, ToastKey, ToastStack } from './toast-types';

/** More toasts than this: the oldest one that is not persistent leaves. */
const MAX_VISIBLE = 4;

export const ToastStackContext = createContext<ToastStack | null>(null);

/**
 * Spec §4/§9 toasts, top-right: each closes after TOAST_LIFETIME_MS (paused while the pointer is
 * over it or the window is in the background), by its close button, or when the code closes it;
 * TOAST_ENTER_MS in, TOAST_LEAVE_MS out. Hand-written (about 1 kB) instead of a toast library: it
 * is part of every page, the customer review page included, whose size budget is tight.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastData[]>([]);
  const nextKey = useRef(1);

  const remove = useCallback((key: ToastKey) => {
    setToasts((list) => list.filter((toast) => toast.key !== key));
  }, []);

  const stack = useMemo<ToastStack>(() => {
    const leave = (shouldLeave: (toast: ToastData) => boolean) =>
      setToasts((list) =>
        list.map((toast) =>
          !toast.leaving && shouldLeave(toast) ? { ...toast, leaving: true } : toast,
        ),
      );
    return {
      add(toast) {
        const key = nextKey.current++;
        setToasts((list) => {
          const next = [...list, { ...toast, key, leaving: false }];
          const shown = next.filter((item) => !item.leaving);
          const oldest = shown.length > MAX_VISIBLE ? shown.find((item) => !item.persist) : null;
          return oldest
            ? next.map((item) => (item === oldest ? { ...item, leaving: true } : item))
            : next;
        });
        return key;
      },
      close: (key) => leave((toast) => key === undefined || toast.key === key),
    };
  }, []);

  return (
    <ToastStackContext value={stack}>
      {children}
      <div className="qr-toasts">
        {toasts.map((toast) => (
          <ToastContent key={toast.key} toast={toast} onClose={stack.close} onGone={remove} />
        ))}
      </div>
    </ToastStackContext>
  );
}
