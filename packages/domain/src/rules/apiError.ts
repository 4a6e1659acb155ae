import { messages } from "../messages";
import { REWORDED_FIELD_MESSAGES } from "../schemas/reworded-field-messages";

/**
 * Why a call failed, as the portal's fetcher reports it: the server answered with an error status (its
 * body parsed as JSON if possible, otherwise whatever was read, or null), or no answer arrived at all
 * (network down, CORS, aborted).
 */
export type ApiFailure = { kind: "response"; status: number; body: unknown } | { kind: "no-response" };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** The non-empty strings of an array, or a single non-empty string as a one-element list. */
function messageList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value];
  return items.map(nonEmptyString).filter((item): item is string => item !== null);
}

/**
 * The text to show for a failed call (docs/product.md §8, docs/api.md §10), the first that applies:
 * 1. the body's `error`, when it is a non-empty string;
 * 2. the body's `errors` as an array: its messages joined by ", ";
 * 3. the body's `errors` as an object: one line per field with messages, joined by "\n" (docs/api.md §3.1's
 *    422 shape), each naming the field by its label, never by its key (`fieldLine`, decision 180);
 * 4. no response at all: 'No response from server. Please check your internet connection.';
 * 5. otherwise `fallback` (the screen's own message, e.g. 'Failed to create course. Please try again.').
 * Bodies of any other shape (HTML from a proxy, null, numbers, non-string messages) fall through to the
 * next step instead of throwing or showing "[object Object]".
 */
export function flattenApiError(failure: ApiFailure, fallback: string): string {
  if (failure.kind === "no-response") return messages.noResponse;
  const body = failure.body;
  if (!isRecord(body)) return fallback;

  const error = nonEmptyString(body.error);
  if (error !== null) return error;

  const errors = body.errors;
  if (Array.isArray(errors)) {
    const list = messageList(errors);
    if (list.length > 0) return list.join(", ");
  } else if (isRecord(errors)) {
    const lines = Object.entries(errors).flatMap(([field, fieldMessages]) => {
      const list = messageList(fieldMessages);
      return list.length > 0 ? [fieldLine(field, list.join(", "))] : [];
    });
    if (lines.length > 0) return lines.join("\n");
  }
  return fallback;
}

/** A field's messages that read whole as a sentence of their own, without the field's label. */
const SENTENCES: Partial<Record<string, string>> = {
  [REWORDED_FIELD_MESSAGES.oneCorrectOption]: messages.markOneCorrectOption,
  [REWORDED_FIELD_MESSAGES.someCorrectOptions]: messages.markSomeCorrectOptions,
};

/** API field messages that name another field by its key, in people's words. */
const REWORDED: ReadonlyArray<[string, string]> = [
  [REWORDED_FIELD_MESSAGES.endBeforeStart, messages.endBeforeStartDate],
];

/**
 * What a field shows under it or in a form's alert (decision 180): its label and its messages ('Cohort is
 * required'), with the API's developer wording replaced ('End Date must be on or after the start date'; 'Mark
 * exactly one option as correct').
 */
export function fieldError(label: string, message: string): string {
  const sentence = SENTENCES[message];
  if (sentence) return sentence;
  return `${label} ${REWORDED.reduce((text, [api, people]) => text.replace(api, people), message)}`;
}

/** A field's API key as people read it: `cla_cohort_id` → 'Cohort', `start_date` → 'Start date'. */
export function fieldLabel(key: string): string {
  const words = key.replace(/^cla_/, "").replace(/_id$/, "").replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * One line of a flattened `errors` object: the field by its label; a list element's field (`questions.2.text`)
 * after the element's own name ('Question 3: Text is required').
 */
function fieldLine(key: string, message: string): string {
  const [list = "", index, field] = key.split(".");
  if (index === undefined || !/^\d+$/.test(index)) return fieldError(fieldLabel(list), message);
  const element = `${fieldLabel(list).replace(/s$/, "")} ${Number(index) + 1}`;
  return field === undefined
    ? fieldError(element, message)
    : `${element}: ${fieldError(fieldLabel(field), message)}`;
}
