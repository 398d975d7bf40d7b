import { formatCalendarDate } from "@/lib/site/dates";
import { formatNumber, formatUnitUsd, formatUsd } from "@/lib/site/numbers";

// The site writes numbers and dates without Intl (see lib/site/numbers.ts); these hold every
// shape it writes to what Intl writes for en-US, over the values the site shows and their edges.
const intlNumber = (maximumFractionDigits: number) => new Intl.NumberFormat("en-US", { maximumFractionDigits });
const intlUsd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const intlUnitUsd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

/** Edges of rounding and grouping, then a deterministic spread of prices, volumes and paybacks. */
function sampleValues(): number[] {
  const edges = [
    0, -0, 0.5, 1.5, 2.5, -2.5, 0.05, 0.15, 1.005, 4.05, 4.45, 9.95, 99.5, 999.5, 999.95, 1000, 1234.5678, 99999.5, 1e6, 12345678.9, 123456789012.5, 1e-7, -0.4,
    -1234.5,
  ];
  const spread: number[] = [];
  let seed = 7;
  for (let i = 0; i < 3000; i++) {
    seed = (seed * 48271) % 2147483647;
    const scale = 10 ** ((seed % 8) - 2);
    spread.push(((seed % 100000) / 100) * scale * (i % 11 === 0 ? -1 : 1));
  }
  return [...edges, ...spread];
}

describe("numbers as Intl writes them in en-US", () => {
  it.each([0, 1, 2])("formatNumber with at most %i decimals", (digits) => {
    const intl = intlNumber(digits);
    for (const value of sampleValues()) expect([value, formatNumber(value, digits)]).toEqual([value, intl.format(value)]);
  });

  it("formatUsd in whole dollars and formatUnitUsd in cents", () => {
    for (const value of sampleValues()) {
      expect([value, formatUsd(value)]).toEqual([value, intlUsd.format(value)]);
      expect([value, formatUnitUsd(value)]).toEqual([value, intlUnitUsd.format(value)]);
    }
  });
});

describe("formatCalendarDate", () => {
  const intl = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

  it("writes every day of a leap year and a common one as Intl does", () => {
    for (const year of [2024, 2026]) {
      for (let day = new Date(Date.UTC(year, 0, 1)); day.getUTCFullYear() === year; day = new Date(day.getTime() + 86_400_000)) {
        const iso = day.toISOString().slice(0, 10);
        expect([iso, formatCalendarDate(iso)]).toEqual([iso, intl.format(day)]);
      }
    }
  });

  it.each(["2025-02-30", "2025-13-01", "18/11/2025", "2025-11-18T00:00:00Z"])("refuses %s", (text) => {
    expect(() => formatCalendarDate(text)).toThrow(/is not a date like/);
  });
});
