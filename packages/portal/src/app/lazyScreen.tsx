import { CHUNK_LOAD_TIMEOUT_MS, chunkLoadFailed } from "@cla/domain/client";
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { ScreenLoadFailed } from "./ScreenStates";

type ScreenModule<P> = { default: ComponentType<P> };

/**
 * React.lazy for one screen, so each screen is its own chunk and /login loads only its own code.
 * A chunk that fails, or has not arrived after 120 s (docs/product.md §9), becomes a screen saying
 * 'Loading chunk {name} failed' (docs/product.md §8) with a reload button. It is resolved rather than thrown,
 * so no error boundary is needed and nothing is logged as an application error.
 */
export function lazyScreen<P extends object>(
  chunk: string,
  load: () => Promise<ScreenModule<P>>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): LazyExoticComponent<ComponentType<P>> {
  const failed: ScreenModule<P> = { default: () => <ScreenLoadFailed message={chunkLoadFailed(chunk)} /> };
  return lazy(
    () =>
      new Promise<ScreenModule<P>>((resolve) => {
        const timer = setTimeout(() => resolve(failed), timeoutMs);
        load().then(
          (module) => {
            clearTimeout(timer);
            resolve(module);
          },
          () => {
            clearTimeout(timer);
            resolve(failed);
          },
        );
      }),
  );
}
