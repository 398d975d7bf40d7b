// The one way the site writes a calendar date, "December 2, 2027". It sits in content because
// content's own sentences (the AI Act dates in regulation.ts) write dates and content imports
// nothing from lib; lib/site/dates.ts checks a date is real and then writes it with this.
// Written out rather than with Intl.DateTimeFormat, whose first use loads ICU's calendar data on
// the main thread of a page that hydrates a date (see lib/site/numbers.ts).

const monthNames = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
] as const;

/** "2027-12-02" -> "December 2, 2027", read in UTC so every time zone writes the same day. */
export function writtenDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return `${monthNames[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
