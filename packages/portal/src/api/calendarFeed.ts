import { apiRequest } from "./fetcher";

/** POST /calendar_feed/reset (docs/api.md §6.12): a new secret; the old URL answers 404 from then on. */
export function resetCalendarFeed(): Promise<{ url: string }> {
  return apiRequest<{ url: string }>("/calendar_feed/reset", { method: "POST", body: {} });
}
