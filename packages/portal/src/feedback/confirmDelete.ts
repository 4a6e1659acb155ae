import { messages } from "@cla/domain/client";
import { apiErrorMessage } from "../api/errors";
import { useRefresh } from "../api/refresh";
import type { Resource } from "../api/keys";
import { notify } from "./notify";

export interface ActionOptions {
  /** The call. */
  remove: () => Promise<unknown>;
  /** The success toast, e.g. 'Course deleted successfully!'. */
  success: string;
  /** The failure toast when the server says nothing better, e.g. 'Failed to delete course. Please try again.'. */
  failure: string;
  /** Resources whose cached answers the delete changes. */
  refresh: readonly Resource[];
  /** After the success toast, e.g. leave the deleted record's screen. */
  onDeleted?: () => void;
}

export interface DeleteOptions extends ActionOptions {
  /** The question, e.g. 'Are you sure you want to delete this course?'. */
  question: string;
  /** The second line; docs/product.md §8 adds 'This action cannot be undone.' for courses, topics and assessments. */
  warning?: string;
  /** The confirm button; 'Yes, Delete' unless the action is another (an admin's 'Yes, Deactivate'). */
  confirmLabel?: string;
}

/**
 * A one-button write without a form (decision 169: reactivate a person, send a set-password link): the call,
 * then the success toast and the refresh, or the failure toast. Returns the function to call.
 */
export function useRecordAction(): (options: ActionOptions) => void {
  const refresh = useRefresh();
  return (options) => {
    options
      .remove()
      .then(async () => {
        notify.success(options.success);
        options.onDeleted?.();
        await refresh(...options.refresh);
      })
      .catch((failure: unknown) => notify.error(apiErrorMessage(failure, options.failure)));
  };
}

/**
 * Every delete in the portal (decision 097): a confirmation with 'Yes, Delete'; only when confirmed,
 * the call, then the success toast and the refresh, or the failure toast. Returns the function to call.
 */
export function useConfirmDelete(): (options: DeleteOptions) => void {
  const act = useRecordAction();
  return (options) =>
    notify.confirm({
      message: options.question,
      description: options.warning,
      confirmLabel: options.confirmLabel ?? messages.yesDelete,
      onConfirm: () => act(options),
    });
}
