import { m } from "./i18n";
import { formatScore } from "./rules/points";

/*
 * The fixed texts with a value in them, from the catalogue in the reader's language (decision 184; English on the
 * server). A module of their own, which the site's build puts with the portal screens' texts (not on /login).
 */

/** '{course name} is locked! Complete prerequisites first.' (docs/product.md §2.3, §8). */
export function courseLocked(courseName: string): string {
  return m.courseLocked({ courseName });
}

/** Empty announcement tab: 'No general announcements available.' / 'No user-specific announcements available.' */
export function noAnnouncements(kind: "general" | "user-specific"): string {
  return m.noAnnouncements({ kind });
}

/** Announcement form subtitle: 'Creating announcement for: {cohort name}' (docs/product.md §2.3). */
export function creatingAnnouncementFor(cohortName: string): string {
  return m.creatingAnnouncementFor({ cohortName });
}

/** A script chunk that failed to load: 'Loading chunk {id} failed' (docs/product.md §8). */
export function chunkLoadFailed(chunkId: string | number): string {
  return m.chunkLoadFailed({ chunkId });
}

/** A student's own score on an assessment: 'Your Score: N%', N in its shortest form ("85.5"). */
export function yourScore(score: number): string {
  return m.yourScore({ score: formatScore(score) });
}
