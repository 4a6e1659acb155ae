import { cleanup, configure } from "@testing-library/react";
import "@cla/domain/i18n/all";
import { toast } from "sonner";
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import { dropPreloads } from "../api/swrFetcher";
import { server } from "./server";

// Screens arrive as lazy chunks that Vite transforms on first use: give them time.
configure({ asyncUtilTimeout: 5000 });

// A request no handler answers fails the test (after erroring the request), so a screen that calls
// an endpoint its test did not expect cannot pass by showing an error state.
const unhandled: string[] = [];
beforeAll(() =>
  server.listen({
    onUnhandledFrame: async ({ frame, defaults }) => {
      unhandled.push(await frame.getUnhandledMessage());
      defaults.error();
    },
  }),
);
beforeEach(() => {
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
