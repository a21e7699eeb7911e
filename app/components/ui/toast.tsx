// One toast system (product.md §2) with product.md §9's positions: top or bottom; left,
// right, center or full width. Announced politely (errors assertively) and
// dismissable; success toasts leave by themselves after a while.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import styles from './toast.module.css';

export type ToastPosition = `${'top' | 'bottom'}-${'left' | 'right' | 'center' | 'full'}`;
export interface Toast {
  id: number;
  kind: 'success' | 'error' | 'info';
  message: string;
  position: ToastPosition;
}

interface ToastApi {
  show(message: string, opts?: { kind?: Toast['kind']; position?: ToastPosition; durationMs?: number }): number;
  dismiss(id: number): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

let nextId = 1;
const POSITIONS: ToastPosition[] = [
  'top-left',
  'top-center',
  'top-right',
  'top-full',
  'bottom-left',
  'bottom-center',
  'bottom-right',
  'bottom-full',
];

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const show = useCallback<ToastApi['show']>(
    (message, opts = {}) => {
      const toast: Toast = { id: nextId++, message, kind: opts.kind ?? 'info', position: opts.position ?? 'bottom-center' };
      setToasts((all) => [...all, toast]);
      // Errors stay until dismissed, so nobody misses them.
      const duration = opts.durationMs ?? (toast.kind === 'error' ? 0 : 6000);
      if (duration > 0) setTimeout(() => dismiss(toast.id), duration);
      return toast.id;
    },
    [dismiss],
  );
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {POSITIONS.map((position) => {
        const here = toasts.filter((t) => t.position === position);
        return (
          <div key={position} className={`${styles.region} ${styles[position]}`}>
            <div role="status" aria-live="polite" className={styles.stack}>
              {here
                .filter((t) => t.kind !== 'error')
                .map((t) => (
                  <ToastCard key={t.id} toast={t} onDismiss={dismiss} />
                ))}
            </div>
            <div role="alert" aria-live="assertive" className={styles.stack}>
              {here
                .filter((t) => t.kind === 'error')
                .map((t) => (
                  <ToastCard key={t.id} toast={t} onDismiss={dismiss} />
                ))}
            </div>
          </div>
        );
      })}
    </ToastContext.Provider>
  );
}

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  return (
    <div className={`${styles.toast} ${styles[toast.kind]}`}>
      <p className={styles.message}>{toast.message}</p>
      <button type="button" className={styles.close} onClick={() => onDismiss(toast.id)}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">Dismiss</span>
      </button>
    </div>
  );
}
