export {
  TOAST_DURATION_MS,
  Toaster,
  confirmToast,
  type ConfirmToastOptions,
  type ToasterProps,
} from "./Toaster";
