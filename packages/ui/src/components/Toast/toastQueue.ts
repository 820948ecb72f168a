/** Spec part 2 §9: toasts stay 6000 ms, error toasts 8 s. */
export const TOAST_DURATION_MS = 6000;
export const ERROR_TOAST_DURATION_MS = 8000;

export const toastTones = ['info', 'success', 'error'] as const;
export type ToastTone = (typeof toastTones)[number];

export interface ToastOptions {
  /** Translated title, e.g. "Error" or "Success". */
  title: import('react').ReactNode;
  description?: import('react').ReactNode;
  tone?: ToastTone;
  /** Milliseconds; defaults to 6000, or 8000 for errors. */
  duration?: number;
  /** One optional action button; altText says how to do it without the toast (screen readers). */
  action?: { label: string; altText: string; onClick: () => void };
}

export interface ToastItem extends ToastOptions {
  id: number;
  open: boolean;
}
