import { Toast as RadixToast } from 'radix-ui';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { iconTone } from '../Alert/Alert.css';
import { CloseIcon, StatusIcon } from '../Alert/icons';
import { Button } from '../Button/Button';
import {
  body,
  close,
  description as descriptionClass,
  title as titleClass,
  toast,
  viewport,
} from './Toast.css';

/** Spec part 2 §9: toasts stay 6000 ms, error toasts 8 s. */
export const TOAST_DURATION_MS = 6000;
export const ERROR_TOAST_DURATION_MS = 8000;

export const toastTones = ['info', 'success', 'error'] as const;
export type ToastTone = (typeof toastTones)[number];

export interface ToastOptions {
  /** Translated title, e.g. "Error" or "Success". */
  title: ReactNode;
  description?: ReactNode;
  tone?: ToastTone;
  /** Milliseconds; defaults to 6000, or 8000 for errors. */
  duration?: number;
  /** One optional action button; altText says how to do it without the toast (screen readers). */
  action?: { label: string; altText: string; onClick: () => void };
}

interface ToastItem extends ToastOptions {
  id: number;
  open: boolean;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  /** Announced before each toast by screen readers, e.g. "Notification". */
  label: string;
  /** Accessible name of each toast's × button, e.g. "Dismiss". */
  closeLabel: string;
  /** Name of the toast region; "{hotkey}" is replaced by the shortcut (F8). Defaults to `${label} ({hotkey})`. */
  viewportLabel?: string;
}

/**
 * Holds the toast queue and renders the viewport (Radix Toast). Place it inside ThemeProvider;
 * show toasts with useToast().
 */
export function ToastProvider({ children, label, closeLabel, viewportLabel }: ToastProviderProps) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, open: false } : item)));
  }, []);
  const show = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    // Closed toasts are dropped here rather than on close, so their exit animation can finish.
    setItems((current) => [...current.filter((item) => item.open), { ...options, id, open: true }]);
    return id;
  }, []);
  const api = useMemo<ToastApi>(() => ({ toast: show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider label={label} duration={TOAST_DURATION_MS}>
        {children}
        {items.map((item) => {
          const tone = item.tone ?? 'info';
          return (
            <RadixToast.Root
              key={item.id}
              open={item.open}
              onOpenChange={(open) => {
                if (!open) dismiss(item.id);
              }}
              duration={item.duration ?? (tone === 'error' ? ERROR_TOAST_DURATION_MS : TOAST_DURATION_MS)}
              type={tone === 'error' ? 'foreground' : 'background'}
              className={toast({ tone })}
              data-tone={tone}
            >
              <StatusIcon tone={tone} className={iconTone({ tone })} />
              <div className={body}>
                <RadixToast.Title className={titleClass}>{item.title}</RadixToast.Title>
                {item.description ? (
                  <RadixToast.Description className={descriptionClass}>
                    {item.description}
                  </RadixToast.Description>
                ) : null}
                {item.action ? (
                  <RadixToast.Action altText={item.action.altText} asChild>
                    <Button size="sm" variant="secondary" onClick={item.action.onClick}>
                      {item.action.label}
                    </Button>
                  </RadixToast.Action>
                ) : null}
              </div>
              <RadixToast.Close className={close} aria-label={closeLabel}>
                <CloseIcon />
              </RadixToast.Close>
            </RadixToast.Root>
          );
        })}
        <RadixToast.Viewport className={viewport} label={viewportLabel ?? `${label} ({hotkey})`} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}
ToastProvider.displayName = 'ToastProvider';

/** `toast({ title, description, tone })` from anywhere under ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be used inside <ToastProvider>.');
  return api;
}
