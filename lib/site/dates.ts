// How a calendar date (an ISO "YYYY-MM-DD" in content: article dates, listing reviews) reads on
// the site: content/date-text's writtenDate, for a date that is real.
import { writtenDate } from "@/content/date-text";

/** "2025-11-18" -> "November 18, 2025". Throws on anything but a real ISO date, so a bad date fails the build. */
export function formatCalendarDate(isoDate: string): string {
  const date = new Date(isoDate);
  // Date accepts "2025-02-30" as March 2nd; only a date that survives the round trip is real.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== isoDate) {
    throw new Error(`"${isoDate}" is not a date like "2025-11-18"`);
  }
  return writtenDate(isoDate);
}
