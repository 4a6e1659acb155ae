import { setupServer } from "msw/node";

/** One MSW server for the portal's tests; each test adds the handlers its screen calls. */
export const server = setupServer();
