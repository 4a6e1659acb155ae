import { fieldError } from "@cla/domain/client";

/**
 * A field's error as it shows under the field: its label and the message in people's words ('Cohort is
 * required', decision 180), or undefined without a message.
 */
export function labelled(label: string, message: string | undefined): string | undefined {
  return message ? fieldError(label, message) : undefined;
}
