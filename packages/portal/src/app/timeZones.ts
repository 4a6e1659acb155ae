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

/** Intl may put a narrow no-break space before AM/PM; the portal's texts use plain spaces. */
function plain(text: string): string {
  return text.replace(/\s/g, " ");
}

/** The day of `instant` on the calendar of `timeZone`, e.g. 'Tue 3 Mar'. */
export function dayText(instant: Date, timeZone: string): string {
  return plain(
    new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone }).format(
      instant,
    ),
  );
}

/** The time of `instant` on the clocks of `timeZone`, e.g. '7:00 PM'. */
export function clockText(instant: Date, timeZone: string): string {
  return plain(
    new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone }).format(instant),
  );
}

/** A moment as the portal writes it (a live class's start, a hand-in): 'Tue 3 Mar, 7:00 PM'. */
export function instantText(instant: Date, timeZone: string): string {
  return `${dayText(instant, timeZone)}, ${clockText(instant, timeZone)}`;
}
