import { isValidTimeZone } from "@cla/domain/client";

/**
 * The two time zones a live class is shown in: the viewer's (the browser's own) and the
 * academy's. The academy's is the server's ACADEMY_TIME_ZONE, learned from the `X-Academy-Time-Zone` header of
 * the API's answers (docs/api.md §1.4, decision 166): the screen's own data brings it, so a screen renders with
 * it; until an answer has arrived it is "UTC", the server's default. It only names the academy's zone and
 * decides its "today": the academy's wall-clock time of a class is its own `date` and `time` (docs/api.md §5).
 */
export interface TimeZones {
  viewer: string;
  academy: string;
}

let override: Partial<TimeZones> | null = null;
let learned: string | null = null;

/** The academy's zone as an API answer names it (api/swrFetcher.ts); an unusable value is ignored. */
export function learnAcademyTimeZone(zone: string | null): void {
  const name = zone?.trim() ?? "";
  if (name !== "" && name !== learned && isValidTimeZone(name)) learned = name;
}

/** The zones in force now. */
export function timeZones(): TimeZones {
  return {
    viewer: override?.viewer ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    academy: override?.academy ?? learned ?? "UTC",
  };
}

/** Stories and tests only: pretend the viewer (or academy) is elsewhere; returns the undo. */
export function overrideTimeZones(zones: Partial<TimeZones>): () => void {
  override = zones;
  return () => {
    override = null;
  };
}
