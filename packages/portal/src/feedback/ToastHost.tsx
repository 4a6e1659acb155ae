import { useCallback, useEffect, useRef, useState } from "react";
import { registerToastHost, type ToastRuntime } from "./notify";

/**
 * Where toasts appear. Renders nothing until the first toast is asked for, then mounts the lazily
 * loaded Toaster (see notify.ts). Mount exactly one, at the root of the app.
 */
export function ToastHost() {
  const [runtime, setRuntime] = useState<ToastRuntime | null>(null);
  const waiting = useRef<Array<() => void>>([]);

  useEffect(
    () =>
      registerToastHost(
        (loaded) =>
          new Promise<void>((resolve) => {
            waiting.current.push(resolve);
            setRuntime(loaded);
          }),
      ),
    [],
  );

  const handleReady = useCallback(() => {
    for (const resolve of waiting.current.splice(0)) resolve();
  }, []);

  return runtime ? <runtime.Toaster onReady={handleReady} /> : null;
}
