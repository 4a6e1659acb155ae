import { onTestFinished } from "vitest";
import { server } from "./server";

/** Records every API request of the current test as "METHOD /path?query" (the path after /api/v1). */
export function recordRequests(): string[] {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.pathname.replace("/api/v1", "")}${url.search}`);
  };
  server.events.on("request:start", listener);
  onTestFinished(() => server.events.removeListener("request:start", listener));
  return seen;
}
