import { cleanup, configure } from "@testing-library/react";
import "@cla/domain/i18n/all";
import { toast } from "sonner";
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import { dropPreloads } from "../api/swrFetcher";
import { server } from "./server";

// Screens arrive as lazy chunks that Vite transforms on first use: give them time.
configure({ asyncUtilTimeout: 5000 });

// A request no handler answers fails the test that sent it (after erroring the request), so a screen that calls
// an endpoint its test did not expect cannot pass by showing an error state. Each request carries the test it was
// sent in: one a test's last navigation sent as it ended reaches MSW only after the handlers were reset, and is
// not the next test's.
const SENT_IN = "x-sent-in-test";
let currentTest = 0;
const unhandled: string[] = [];
beforeAll(() => {
  server.listen({ onUnhandledFrame: ({ defaults }) => defaults.error() });
  server.events.on("request:unhandled", ({ request }) => {
    const sentIn = request.headers.get(SENT_IN);
    if (sentIn === null || sentIn === String(currentTest)) unhandled.push(`${request.method} ${request.url}`);
  });
  const send = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set(SENT_IN, String(currentTest));
    return send(input, { ...init, headers });
  };
});
beforeEach(() => {
  currentTest += 1;
  unhandled.length = 0;
  // sonner replays still-open toasts to a newly mounted Toaster; each test starts with none.
  toast.dismiss();
});
afterEach(() => {
  // Unmount first, so nothing of this test keeps requesting while the handlers are reset.
  cleanup();
  server.resetHandlers();
  dropPreloads();
  sessionStorage.clear();
  localStorage.clear();
  expect(unhandled, "requests without an MSW handler").toEqual([]);
});
afterAll(() => server.close());
