export {
  ERROR_TOAST_DURATION_MS,
  TOAST_DURATION_MS,
  type ToastApi,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  type ToastTone,
  toastTones,
  useToast,
} from './Toast';
