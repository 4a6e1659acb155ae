export {
  TOAST_DURATION_MS,
  Toaster,
  confirmToast,
  notify,
  type ConfirmToastOptions,
  type NotifyOptions,
  type ToasterProps,
} from "./Toaster";
