import { formatLocalDate } from "@cla/domain/client";

/** "12 March 2026": one unambiguous form, on screen and in the PDF, whatever the reader's locale. */
export function certificateDate(date: string): string {
  return formatLocalDate(date, "en-GB", { day: "numeric", month: "long", year: "numeric" }) ?? date;
}
