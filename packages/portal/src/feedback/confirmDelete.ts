import { messages } from "@cla/domain/client";
import { apiErrorMessage } from "../api/errors";
import { useRefresh } from "../api/refresh";
import type { Resource } from "../api/keys";
import { notify } from "./notify";

export interface DeleteOptions {
  /** The question, e.g. 'Are you sure you want to delete this course?'. */
  question: string;
  /** The second line; docs/product.md §8 adds 'This action cannot be undone.' for courses, topics and assessments. */
  warning?: string;
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

/**
 * Every delete in the portal (decision 097): a confirmation toast with 'Yes, Delete'; only when confirmed,
 * the call, then the success toast and the refresh, or the failure toast. Returns the function to call.
 */
export function useConfirmDelete(): (options: DeleteOptions) => void {
  const refresh = useRefresh();
  return (options) =>
    notify.confirm({
      message: options.question,
      description: options.warning,
      confirmLabel: messages.yesDelete,
      onConfirm: () => {
        options
          .remove()
          .then(async () => {
            notify.success(options.success);
            options.onDeleted?.();
            await refresh(...options.refresh);
          })
          .catch((failure: unknown) => notify.error(apiErrorMessage(failure, options.failure)));
      },
    });
}
