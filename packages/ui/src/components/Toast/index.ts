export {
  ToastRegion,
  toast,
  dismissToast,
  clearToasts,
  toastQueue,
  toastTones,
  TOAST_DEFAULT_TIMEOUT,
  TOAST_SWIPE_THRESHOLD,
  type ToastContent,
  type ToastOptions,
  type ToastRegionProps,
  type ToastTone,
} from './Toast';
