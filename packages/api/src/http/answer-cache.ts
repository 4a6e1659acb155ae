/**
 * Answers kept while the database's data version is unchanged: how and why it is never stale is
 * docs/decisions/153. Bounded by ANSWER_CACHE_MB, least recently used first out.
 */
import type { MiddlewareHandler } from "hono";
import { caller, today, type AppEnv } from "./context.ts";

interface Kept {
  body: string;
  contentType: string;
}

export class AnswerCache {
  #version: string | null = null;
  /** Least recently used first (a Map keeps insertion order; a hit moves its entry to the end). */
  #entries = new Map<string, Kept>();
  #chars = 0;

  /** `maxChars`: ANSWER_CACHE_MB's megabytes, as characters (one byte each for the ASCII of most JSON). */
  constructor(readonly maxChars: number) {}

  /** The answer kept for `key` at `version`. A version other than the cache's empties it. */
  get(version: string, key: string): Kept | undefined {
    if (version !== this.#version) {
      this.#entries.clear();
      this.#chars = 0;
      this.#version = version;
      return undefined;
    }
    const kept = this.#entries.get(key);
    if (kept !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, kept);
    }
    return kept;
  }

  /** Keeps an answer read at `version`; ignored when the cache has moved to another one since. */
  set(version: string, key: string, kept: Kept): void {
    if (version !== this.#version || kept.body.length > this.maxChars) return;
    this.#drop(key);
    this.#entries.set(key, kept);
    this.#chars += kept.body.length;
    for (const oldest of this.#entries.keys()) {
      if (this.#chars <= this.maxChars) break;
      this.#drop(oldest);
    }
  }

  get size(): number {
    return this.#entries.size;
  }

  #drop(key: string): void {
    const kept = this.#entries.get(key);
    if (kept === undefined) return;
    this.#entries.delete(key);
    this.#chars -= kept.body.length;
  }
}

/**
 * Serves a kept answer, or runs the handler and keeps its 200 answer. After endpoint() (a caller).
 * `X-Answer-Cache: hit | miss` tells which (as a CDN's `X-Cache` does), so a load run counts the
 * cache's hit rate from outside (bench/api/cohort-day.ts); it shows nothing a response's time does not.
 */
export function answerFrom(cache: AnswerCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { id, dataVersion } = caller(c);
    if (dataVersion === null) return next();
    const url = c.req.url;
    // The path and query (not the host): "https://host/api/v1/…?…" from its third slash.
    const key = `${id} ${today(c)} ${url.slice(url.indexOf("/", url.indexOf("//") + 2))}`;
    const kept = cache.get(dataVersion, key);
    if (kept !== undefined) {
      return c.body(kept.body, 200, { "content-type": kept.contentType, "x-answer-cache": "hit" });
    }
    c.header("x-answer-cache", "miss");
    await next();
    const contentType = c.res.headers.get("content-type");
    if (c.res.status === 200 && contentType !== null) {
      cache.set(dataVersion, key, { body: await c.res.clone().text(), contentType });
    }
  };
}
