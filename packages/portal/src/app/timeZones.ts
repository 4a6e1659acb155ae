import { isValidTimeZone } from "@cla/domain/client";

/**
 * The two time zones a live class is shown in: the viewer's (the browser's own) and the
 * academy's. The academy's is the build-time setting PUBLIC_ACADEMY_TIME_ZONE, which must name the same
 * IANA zone as the server's ACADEMY_TIME_ZONE; unset (or invalid), it is "UTC", the server's default. It only
 * names the academy's zone and decides its "today": the academy's wall-clock time of a class is its own
 * `date` and `time` (docs/api.md §5), so a mismatch cannot move a class.
 */
export interface TimeZones {
  viewer: string;
  academy: string;
}

let override: Partial<TimeZones> | null = null;

function configuredAcademyZone(
  configured: string | undefined = import.meta.env.PUBLIC_ACADEMY_TIME_ZONE,
): string {
  const zone = (configured ?? "").trim();
  return zone !== "" && isValidTimeZone(zone) ? zone : "UTC";
}

/** The zones in force now. */
export function timeZones(): TimeZones {
  return {
    viewer: override?.viewer ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    academy: override?.academy ?? configuredAcademyZone(),
  };
}

/** Stories and tests only: pretend the viewer (or academy) is elsewhere; returns the undo. */
export function overrideTimeZones(zones: Partial<TimeZones>): () => void {
  override = zones;
  return () => {
    override = null;
  };
}
