export {
  TOAST_DURATION_MS,
  Toaster,
  confirmToast,
  dismissToasts,
  type ConfirmToastOptions,
  type ToasterProps,
} from "./Toaster";
