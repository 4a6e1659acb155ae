import { formatLocalDate } from "@cla/domain/client";

/**
 * "12 March 2026": the certificate's own long date, in its preview and its PDF (and the /verify page's), whatever
 * the reader's locale: a document's date. The screen around it writes days with the domain's formatDay.
 */
export function certificateDate(date: string): string {
  return formatLocalDate(date, "en-GB", { day: "numeric", month: "long", year: "numeric" }) ?? date;
}
