import type { BadgeVariant } from "@cla/ui";
import type { StudentRef, StudentWork, WorkPut, WorkResponse, WorkStatus } from "@cla/domain/client";
import { FIELD_MESSAGES, formatDateTime, handedInOn, messages, WRAPPERS } from "@cla/domain/client";
import { httpUrl } from "../../forms/checks";
import type { FieldErrors } from "../../forms/useSubmit";

/**
 * The rules of work handed in on the portal's side (docs/api.md §6.13, decision 159): where a student stands
 * (the facilitator's list, the student's badge, the hand-in's status line), the score form's choices, the
 * checks before a hand-in is sent and what is sent.
 */

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

/** The order "Save and next" takes the students in: by name (the people order), or who handed in first. */
export type GradingOrder = "name" | "handedIn";

/**
 * The students still to grade, in `order`: those who handed in and have no score. `works` comes in the people
 * order (docs/api.md §1.6); `withoutScores` is the item's students without a score.
 */
export function gradingQueue(
  works: readonly StudentWork[],
  withoutScores: readonly StudentRef[],
  order: GradingOrder,
): StudentRef[] {
  const unscored = new Set(withoutScores.map((student) => student.id));
  const queue = works.filter((entry) => entry.work && unscored.has(entry.student.id));
  if (order === "handedIn") {
    queue.sort((a, b) => a.work!.submitted_at.localeCompare(b.work!.submitted_at));
  }
  return queue.map((entry) => entry.student);
}

/** Who comes after `current` in `queue` (the first when `current` is not in it), or null at the end. */
export function nextInQueue(queue: readonly StudentRef[], current: string): string | null {
  const at = queue.findIndex((student) => student.id === current);
  return queue[at + 1]?.id ?? null;
}

/**
 * The hand-in panel's status line: 'not handed in' (the list's words; the line shows it capitalised),
 * 'Handed in on {when} · on time' / '· late' (the last hand-in, in `timeZone`), or once scored 'Scored — your
 * work can no longer be changed'.
 */
export function workStatusLine({ work, score }: WorkResponse, timeZone: string): string {
  if (score !== null) return messages.workScoredLocked;
  if (work === null) return messages.workStatusNotHandedIn;
  return handedInOn(formatDateTime(work.updated_at, timeZone), work.late);
}

/**
 * The badge beside the due badge on a student's list, in the words and colours of the facilitator's list of
 * work: scored, late, handed in, not handed in.
 */
export function workBadge(status: WorkStatus): { label: string; variant: BadgeVariant } {
  let key: StudentWorkStatus = "handed-in";
  if (status.scored) key = "scored";
  else if (status.submitted_at === null) key = "not-handed-in";
  else if (status.late) key = "late";
  return { label: WORK_STATUS_TEXT[key], variant: WORK_STATUS_VARIANT[key] };
}

/** The hand-in form as typed: the text, one entry per link box (blank ones are left out) and the files' ids. */
export interface WorkValues {
  text: string;
  links: string[];
  fileIds: string[];
}

/** The error key of the link box at `index` (the server's errors are under `links`, for all of them). */
export function linkField(index: number): string {
  return `links.${index}`;
}

/**
 * The checks before a hand-in is sent, with the server's texts: each link an http or https URL (under its
 * box), and something to hand in (under `cla_work`).
 */
export function checkWork(values: WorkValues): FieldErrors {
  const errors: FieldErrors = {};
  values.links.forEach((link, index) => {
    const message = httpUrl(link.trim());
    if (message) errors[linkField(index)] = message;
  });
  const payload = workPayload(values);
  if (payload.text === null && payload.links?.length === 0 && payload.file_ids?.length === 0) {
    errors[WRAPPERS.work] = FIELD_MESSAGES.emptyWork;
  }
  return errors;
}

/** The body of PUT …/work: every field named, so what is not in the form any more is taken out. */
export function workPayload(values: WorkValues): WorkPut {
  const text = values.text.trim();
  return {
    text: text === "" ? null : values.text,
    links: values.links.map((link) => link.trim()).filter((link) => link !== ""),
    file_ids: values.fileIds,
  };
}

/** A file's size for people: '812 bytes', '47 KB', '3.2 MB' (powers of 1,024, as the limits are). */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
