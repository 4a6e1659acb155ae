/**
 * What the scenario runs over HTTP share (cohort-day.ts, exam.ts): one request on a kept-alive socket, and a recorder
 * that times each request under a name, counts only what ends in its window, and takes every answer
 * other than the expected status as an error of the run.
 */
import http from "node:http";
import { readFileSync } from "node:fs";

const REQUEST_TIMEOUT_MS = 30_000;

export const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

export interface Answer {
  status: number;
  body: string;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * One request; rejects on a network error or after REQUEST_TIMEOUT_MS. A kept-alive socket that the server
 * closed after its idle timeout (Node's 5 s) while this request was being written fails with ECONNRESET
 * before any answer: that request is sent again once on a new socket, as browsers do (Node's http docs,
 * `request.reusedSocket`).
 */
export function send(
  port: number,
  method: string,
  url: string,
  token: string | null,
  json?: unknown,
  retry = true,
): Promise<Answer> {
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: `/api/v1${url}`,
        agent,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) } : {}),
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on("error", reject);
      },
    );
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error("timed out")));
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (retry && request.reusedSocket && error.code === "ECONNRESET") {
        send(port, method, url, token, json, false).then(resolve, reject);
      } else reject(error);
    });
    request.end(body);
  });
}

/** What one run counts: the latencies per request name, and the errors, of what ends inside [from, to). */
export class Recorder {
  /** Latencies (ms) per name. */
  readonly endpoints = new Map<string, number[]>();
  readonly errors: string[] = [];
  constructor(
    readonly from: number,
    readonly to: number,
  ) {}

  counts(at = performance.now()): boolean {
    return at >= this.from && at < this.to;
  }

  /**
   * Sends a request and records it under `name` (the request kind, without ids). An answer other than
   * `expect` is an error, and so is a network error or a timeout; either way the caller gets null.
   */
  async request(
    port: number,
    name: string,
    expect: number,
    method: string,
    url: string,
    token: string | null,
    json?: unknown,
  ): Promise<Answer | null> {
    const started = performance.now();
    let answer: Answer | null = null;
    let failure = "";
    try {
      answer = await send(port, method, url, token, json);
      if (answer.status !== expect) failure = `${answer.status} ${answer.body.slice(0, 200)}`;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    const ended = performance.now();
    if (this.counts(ended)) {
      let latencies = this.endpoints.get(name);
      if (!latencies) this.endpoints.set(name, (latencies = []));
      latencies.push(ended - started);
    }
    // Wherever it falls, a wrong answer is an error of the run.
    if (failure) this.errors.push(`${name} ${method} ${url}: ${failure}`);
    return failure ? null : answer;
  }
}

/** The p-th percentile of ascending `sorted` (nearest rank), 0 for none. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** What a run reports per request name (ms). */
export interface Latencies {
  name: string;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function latencies(recorder: Recorder): Latencies[] {
  return [...recorder.endpoints.entries()].map(([name, list]) => {
    const sorted = list.sort((a, b) => a - b);
    return {
      name,
      requests: sorted.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? 0,
    };
  });
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux; clock ticks of 1/100 s). */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
