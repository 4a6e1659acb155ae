import type * as texts from "./message-texts";
import { formatScore } from "./rules/points";

/** The fixed messages, one export per text (see message-texts.ts): `messages.sessionExpired`. */
export * as messages from "./message-texts";

/** The key of a fixed message. */
export type MessageKey = keyof typeof texts;

/** '{course name} is locked! Complete prerequisites first.' (docs/product.md §2.3, §8). */
export function courseLocked(courseName: string): string {
  return `${courseName} is locked! Complete prerequisites first.`;
}

/** Empty announcement tab: 'No general announcements available.' / 'No user-specific announcements available.' */
export function noAnnouncements(kind: "general" | "user-specific"): string {
  return `No ${kind} announcements available.`;
}

/** Announcement form subtitle: 'Creating announcement for: {cohort name}' (docs/product.md §2.3). */
export function creatingAnnouncementFor(cohortName: string): string {
  return `Creating announcement for: ${cohortName}`;
}

/** A script chunk that failed to load: 'Loading chunk {id} failed' (docs/product.md §8). */
export function chunkLoadFailed(chunkId: string | number): string {
  return `Loading chunk ${chunkId} failed`;
}

/** A student's own score on an assessment: 'Your Score: N%', N in its shortest form ("85.5"). */
export function yourScore(score: number): string {
  return `Your Score: ${formatScore(score)}%`;
}
