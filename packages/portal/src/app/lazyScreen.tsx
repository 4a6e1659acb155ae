import { CHUNK_LOAD_TIMEOUT_MS, chunkLoadFailed } from "@cla/domain";
import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/** The error a screen's script chunk gives when it fails or does not arrive in time (SPEC.md §8–9). */
export class ChunkLoadError extends Error {
  constructor(chunk: string, options?: { cause?: unknown }) {
    super(chunkLoadFailed(chunk), options);
    this.name = "ChunkLoadError";
  }
}

/**
 * React.lazy for one screen, so each screen is its own chunk and /login loads only its own code.
 * A chunk that fails or takes longer than 120 s rejects with ChunkLoadError, which the route's
 * error boundary shows.
 */
export function lazyScreen<P extends object>(
  chunk: string,
  load: () => Promise<{ default: ComponentType<P> }>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(
    () =>
      new Promise<{ default: ComponentType<P> }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new ChunkLoadError(chunk)), timeoutMs);
        load().then(
          (module) => {
            clearTimeout(timer);
            resolve(module);
          },
          (cause: unknown) => {
            clearTimeout(timer);
            reject(new ChunkLoadError(chunk, { cause }));
          },
        );
      }),
  );
}
