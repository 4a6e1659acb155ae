import { flattenApiError } from "@cla/domain/client";
import { useState } from "react";
import { ApiError } from "../api/ApiError";
import { apiErrorMessage } from "../api/errors";
import type { Resource } from "../api/keys";
import { useRefresh } from "../api/refresh";
import { notify } from "../feedback/notify";

/** Field name → its messages joined by ", " (docs/api.md §3.3 texts: 'is required', …). */
export type FieldErrors = Partial<Record<string, string>>;

export interface SubmitOptions<V, R> {
  /**
   * The form's fields named as the API names them: a server 422 on one of them is shown under it, any other
   * in the form's alert. The account forms name none: their 422s are all in the alert (decision 093).
   */
  fields?: readonly string[];
  /** Checks run before any call (docs/product.md §5); a non-empty answer stops the submit. */
  validate?: (values: V) => FieldErrors;
  /** The call. */
  action: (values: V) => Promise<R>;
  /** The success toast, e.g. 'Course created successfully!'. */
  success: string;
  /** The form's failure when the server says nothing better (docs/product.md §8), e.g. 'Failed to create course…'. */
  failure: string;
  /** Resources whose cached answers the write changes (api/writes.ts's row); all their keys are revalidated. */
  refresh?: readonly Resource[];
  /**
   * A 409 (someone changed the record meanwhile: scored the student, started the test): `reset` clears what
   * the form had chosen, then these resources are fetched afresh, so the screen shows what the server has; the
   * server's message is shown like any other failure.
   */
  conflict?: { refresh: readonly Resource[]; reset?: () => void };
  /** After the toast: usually a navigation. The form stays busy, so it cannot be sent twice. */
  onSuccess?: (result: R) => void | Promise<unknown>;
  /** `onSuccess` waits until the success toast closes (docs/product.md §4: sign-up goes to /login then). */
  afterToast?: boolean;
  /** The form takes another submit after a success (attendance marks one student at a time): not busy then. */
  repeat?: boolean;
}

export interface SubmitState<V> {
  submit: (values: V) => void;
  /** A call is under way, or it succeeded and the screen is leaving. */
  busy: boolean;
  /** The call succeeded (and the screen is leaving, unless `repeat`). */
  done: boolean;
  /** The form-level failure shown above the fields, or null. */
  error: string | null;
  fieldErrors: FieldErrors;
}

function has(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** A 422's `errors` object, or null for any other failure. */
function validationErrors(failure: unknown): Record<string, string[]> | null {
  if (!(failure instanceof ApiError) || failure.status !== 422) return null;
  const body = failure.body as { errors?: unknown } | null;
  const errors = body?.errors;
  return errors && typeof errors === "object" && !Array.isArray(errors)
    ? (errors as Record<string, string[]>)
    : null;
}

/**
 * Every portal form's submit (decision 097): validation before any call, busy while the call runs, the
 * server's 422 messages under their fields, any other failure in the form's alert (the server's `error`, else
 * its flattened `errors`, else the no-response text, else `failure`), and on success the refresh of the
 * affected resources, a toast and `onSuccess`. The account forms use it too (login, sign-up, password screens).
 */
export function useSubmit<V, R>(options: SubmitOptions<V, R>): SubmitState<V> {
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  async function run(values: V) {
    const invalid = options.validate?.(values) ?? {};
    setFieldErrors(invalid);
    setError(null);
    if (has(invalid)) return;
    setBusy(true);
    setDone(false);
    try {
      const result = await options.action(values);
      await refresh(...(options.refresh ?? []));
      setDone(true);
      if (options.afterToast) {
        notify.success(options.success, { onClose: () => void options.onSuccess?.(result) });
      } else {
        notify.success(options.success);
        await options.onSuccess?.(result);
      }
      if (options.repeat) setBusy(false);
    } catch (failure) {
      if (options.conflict && failure instanceof ApiError && failure.status === 409) {
        options.conflict.reset?.();
        await refresh(...options.conflict.refresh);
      }
      const errors = validationErrors(failure);
      const shown: FieldErrors = {};
      const rest: Record<string, string[]> = {};
      for (const [field, fieldMessages] of Object.entries(errors ?? {})) {
        if (options.fields?.includes(field)) shown[field] = fieldMessages.join(", ");
        else rest[field] = fieldMessages;
      }
      setFieldErrors(shown);
      if (!errors) setError(apiErrorMessage(failure, options.failure));
      else if (Object.keys(rest).length > 0) {
        setError(flattenApiError({ kind: "response", status: 422, body: { errors: rest } }, options.failure));
      }
      setBusy(false);
    }
  }

  return { submit: (values) => void run(values), busy, done, error, fieldErrors };
}
