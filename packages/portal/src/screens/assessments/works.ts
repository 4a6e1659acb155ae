import type { BadgeVariant } from "@cla/ui";
import type { StudentRef, StudentWork } from "@cla/domain/client";
import { messages } from "@cla/domain/client";

/** Where a student stands on a work item, as the facilitator's list shows it (docs/api.md §6.13). */
export type StudentWorkStatus = "scored" | "late" | "handed-in" | "not-handed-in";

/** Scored first (final, whatever was handed in), then late or handed in, else not handed in. */
export function workStatus({ work, score }: Pick<StudentWork, "work" | "score">): StudentWorkStatus {
  if (score) return "scored";
  if (!work) return "not-handed-in";
  return work.late ? "late" : "handed-in";
}

/** A status's words, the same in the facilitator's list of work and beside the due badge of a student's list. */
export const WORK_STATUS_TEXT: Record<StudentWorkStatus, string> = {
  scored: messages.workStatusScored,
  late: messages.workStatusLate,
  "handed-in": messages.workStatusHandedIn,
  "not-handed-in": messages.workStatusNotHandedIn,
};

/** A status's badge colour, in both lists. */
export const WORK_STATUS_VARIANT: Record<StudentWorkStatus, BadgeVariant> = {
  scored: "primary",
  late: "warning",
  "handed-in": "success",
  "not-handed-in": "neutral",
};

/** The score form's students, split for its dropdown: those who handed work in first. */
export interface ScoreChoices {
  handedIn: StudentRef[];
  rest: StudentRef[];
}

/**
 * Splits the students still without a score into those who handed work in and the rest, each group in the
 * order it came in (the people order, docs/api.md §1.6). A student missing from `works` (the list was read
 * before they joined) counts as not handed in.
 */
export function scoreChoices(students: readonly StudentRef[], works: readonly StudentWork[]): ScoreChoices {
  const handedIn = new Set(works.filter((entry) => entry.work).map((entry) => entry.student.id));
  return {
    handedIn: students.filter((student) => handedIn.has(student.id)),
    rest: students.filter((student) => !handedIn.has(student.id)),
  };
}
