import { parseDateParts } from "./dates";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** English ordinal of a day of the month: 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd, 31st. */
export function ordinalDay(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  switch (day % 10) {
    case 1:
      return `${day}st`;
    case 2:
      return `${day}nd`;
    case 3:
      return `${day}rd`;
    default:
      return `${day}th`;
  }
}

/**
 * A birthday ("YYYY-MM-DD") as the profile shows it (docs/product.md §2.3): "2024-03-03" → "3rd Mar 2024".
 * Fixed English wording, independent of the reader's locale and time zone (the date is a calendar date,
 * never converted through an instant). Returns null for null, undefined or an invalid date, so the
 * caller shows 'Not set'.
 */
export function formatBirthday(value: string | null | undefined): string | null {
  if (value == null) return null;
  const parts = parseDateParts(value);
  if (!parts) return null;
  return `${ordinalDay(parts.day)} ${MONTHS[parts.month - 1]} ${parts.year}`;
}
