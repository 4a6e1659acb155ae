import type { ComponentType } from "react";

/**
 * The portal's toasts, loaded on demand. The toast library and its Toaster are a separate chunk
 * fetched the first time something is shown, so /login's first load carries none of it
 * (decision 092: /login has a 100 KB gzip budget). Toasts asked for before the Toaster has
 * mounted wait for it, so none is lost.
 */
export interface ToastOptions {
  /** Toasts with the same id replace each other (e.g. one "Session expired" for many 401s). */
  id?: string;
  /** Runs once when the toast closes, by timeout or by the person (docs/product.md §4: sign-up success). */
  onClose?: () => void;
}

export interface ConfirmOptions {
  /** The question, e.g. 'Are you sure you want to logout?'. */
  message: string;
  /** Extra line, e.g. 'This action cannot be undone.'. */
  description?: string;
  /** The confirm button, e.g. 'Yes, Logout'. */
  confirmLabel: string;
  onConfirm: () => void;
}

/** What the lazily loaded runtime provides (see toastRuntime.tsx). */
export interface ToastRuntime {
  /** The Toaster; calls `onReady` once it listens for toasts. */
  Toaster: ComponentType<{ onReady: () => void }>;
  success(message: string, options?: ToastOptions): void;
  error(message: string, options?: ToastOptions): void;
  confirm(options: ConfirmOptions): void;
}

/** Mounts the runtime's Toaster and resolves once it is listening. */
type MountToaster = (runtime: ToastRuntime) => Promise<void>;

let runtimePromise: Promise<ToastRuntime> | null = null;
let host: MountToaster | null = null;
let ready: Promise<ToastRuntime> | null = null;

function loadRuntime(): Promise<ToastRuntime> {
  runtimePromise ??= import("./toastRuntime").then(
    (module) => module.toastRuntime,
    (error: unknown) => {
      runtimePromise = null; // a later toast tries the chunk again
      throw error;
    },
  );
  return runtimePromise;
}

/** ToastHost registers itself on mount; returns the function that unregisters it. */
export function registerToastHost(mount: MountToaster): () => void {
  host = mount;
  ready = null;
  return () => {
    if (host === mount) {
      host = null;
      ready = null;
    }
  };
}

function whenReady(): Promise<ToastRuntime> | null {
  if (!host) return null;
  if (!ready) {
    const mount = host;
    ready = loadRuntime().then(async (runtime) => {
      await mount(runtime);
      return runtime;
    });
    ready.catch(() => {
      ready = null;
    });
  }
  return ready;
}

function show(action: (runtime: ToastRuntime) => void): void {
  // Without a mounted ToastHost (a view rendered on its own) there is nowhere to show a toast.
  whenReady()?.then(action, (error: unknown) => console.error("Toasts could not be loaded", error));
}

export const notify = {
  success(message: string, options?: ToastOptions): void {
    show((runtime) => runtime.success(message, options));
  },
  error(message: string, options?: ToastOptions): void {
    show((runtime) => runtime.error(message, options));
  },
  /**
   * A question with a confirm button (docs/product.md §8 questions), beside the button pressed or, on a phone,
   * centred; nothing happens unless confirmed.
   */
  confirm(options: ConfirmOptions): void {
    show((runtime) => runtime.confirm(options));
  },
};
