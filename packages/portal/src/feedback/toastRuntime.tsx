import { confirmToast, Toaster } from "@cla/ui";
import { useEffect } from "react";
import { toast, type ExternalToast } from "sonner";
import type { ToastOptions, ToastRuntime } from "./notify";

/** The design system's Toaster, telling ToastHost once it is listening for toasts. */
function ReadyToaster({ onReady }: { onReady: () => void }) {
  // Runs after the Toaster's own effects (children first), i.e. once it has subscribed.
  useEffect(() => onReady(), [onReady]);
  return <Toaster />;
}

// Notices go to sonner (the library under the design system's Toaster) with their id and close callback;
// their look comes from the Toaster.
function options({ id, onClose }: ToastOptions = {}): ExternalToast {
  let closed = false;
  const close = onClose
    ? () => {
        if (closed) return;
        closed = true;
        onClose();
      }
    : undefined;
  return { id, onAutoClose: close, onDismiss: close };
}

/** Loaded on the first toast (see notify.ts). */
export const toastRuntime: ToastRuntime = {
  Toaster: ReadyToaster,
  success: (message, toastOptions) => void toast.success(message, options(toastOptions)),
  error: (message, toastOptions) => void toast.error(message, options(toastOptions)),
  confirm: ({ message, description, confirmLabel, onConfirm }) =>
    void confirmToast({ message, description, confirmLabel, onConfirm }),
};
