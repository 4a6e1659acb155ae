/** One part of a screen that loads on its own: what a view needs to show it in any state. */
export type Section<T> =
  | { status: "loading" }
  | { status: "error"; message: string; onRetry?: () => void }
  | { status: "ready"; data: T };
