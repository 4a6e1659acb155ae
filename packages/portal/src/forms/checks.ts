import {
  checkDate,
  checkDuration,
  checkEmail,
  checkText,
  checkTime,
  checkUrl,
  EXTENSION_REASON_MAX_LENGTH,
  FIELD_MESSAGES,
  NAME_MAX_LENGTH,
  SCORE_COMMENT_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from "@cla/domain/client";
import type { FieldErrors } from "./useSubmit";

/**
 * The forms' checks before any call (docs/product.md §5), worded with docs/api.md §3.3's field messages, so a field
 * shows the same text whether the browser or the server found the fault. Each takes the trimmed value
 * and answers its message, or null.
 */
export type Check = (value: string) => string | null;

export const required: Check = (value) => (value === "" ? FIELD_MESSAGES.required : null);

function fromDomain(check: (value: string) => { ok: boolean; message?: string }): Check {
  return (value) => {
    if (value === "") return null; // absence is `required`'s business
    const checked = check(value);
    return checked.ok ? null : (checked.message ?? FIELD_MESSAGES.invalid);
  };
}

export const name: Check = fromDomain(checkText(NAME_MAX_LENGTH));
export const longText: Check = fromDomain(checkText(TEXT_MAX_LENGTH));
/** The facilitator's comment given with a score (docs/api.md §6.6). */
export const scoreComment: Check = fromDomain(checkText(SCORE_COMMENT_MAX_LENGTH));
/** Why a student has a later due date (docs/api.md §6.17). */
export const extensionReason: Check = fromDomain(checkText(EXTENSION_REASON_MAX_LENGTH));
export const date: Check = fromDomain(checkDate);
export const httpUrl: Check = fromDomain(checkUrl);
export const email: Check = fromDomain(checkEmail);
export const time: Check = fromDomain(checkTime);
export const duration: Check = fromDomain(checkDuration);

/** Runs each field's checks in order on its trimmed value; the first failure per field is kept. */
export function checkFields(
  values: Record<string, string>,
  rules: Record<string, readonly Check[]>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, checks] of Object.entries(rules)) {
    const value = (values[field] ?? "").trim();
    for (const check of checks) {
      const message = check(value);
      if (message) {
        errors[field] = message;
        break;
      }
    }
  }
  return errors;
}
