/**
 * The field messages of docs/api.md §3.3 that the portal words differently (rules/apiError.ts, decision 180), in
 * a module of their own so that /login's failure path does not carry the whole catalogue of errors.ts (its
 * JavaScript budget, bench:login); FIELD_MESSAGES includes them.
 */
export const REWORDED_FIELD_MESSAGES = {
  endBeforeStart: "must be on or after start_date",
  /** `correct_options` of a single choice question. */
  oneCorrectOption: "must name exactly one option",
  /** `correct_options` of a multiple choice question. */
  someCorrectOptions: "must name one or more options",
} as const;
