// How the site writes a number: en-US, "1,234", "1,234.6", "$1,380", "$0.45".
//
// Why not Intl.NumberFormat: a page's first NumberFormat loads ICU's number data, which took
// 100-110 ms of main thread on a 4x-throttled phone (about 25 ms unthrottled), in the middle of
// hydrating an agent page, whose estimator formats as it renders (docs/performance.md). The site
// writes one locale in these few shapes, and numbers.test.ts holds each of them to Intl's output.

/** Rounds half away from zero at `digits` decimals, on the shortest decimal that prints the number, as Intl does. */
function roundedFixed(magnitude: number, digits: number): string {
  const text = String(magnitude);
  // "1.005e2" shifts the decimal point without binary error; the exponent form of very large or
  // small numbers cannot take a second exponent, and toFixed is exact enough for those.
  if (text.includes("e")) return magnitude.toFixed(digits);
  return Number(`${Math.round(Number(`${text}e${digits}`))}e-${digits}`).toFixed(digits);
}

/** 1234.56 -> "1,234.6": grouped thousands, at most `maximumFractionDigits` decimals, at least `minimumFractionDigits`. */
export function formatNumber(value: number, maximumFractionDigits = 0, minimumFractionDigits = 0): string {
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  const [whole = "", fraction = ""] = roundedFixed(Math.abs(value), maximumFractionDigits).split(".");
  let digits = fraction;
  while (digits.length > minimumFractionDigits && digits.endsWith("0")) digits = digits.slice(0, -1);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}${grouped}${digits ? `.${digits}` : ""}`;
}

/** "1,380" -> "$1,380", "-1,380" -> "-$1,380": the dollar sign goes after the minus, as Intl puts it. */
function withDollarSign(number: string): string {
  return number.startsWith("-") ? `-$${number.slice(1)}` : `$${number}`;
}

/** "$1,380": whole US dollars, the way every price on the site is written. */
export function formatUsd(amount: number): string {
  return withDollarSign(formatNumber(amount));
}

/** "$2,630" or "$2,630.45": an amount to the cent, its cents shown only when it has some, so priced lines add up as shown. */
export function formatCentsUsd(amount: number): string {
  return withDollarSign(Number.isInteger(Math.round(amount * 100) / 100) ? formatNumber(amount) : formatNumber(amount, 2, 2));
}

/** "$0.45": a per-unit price, in cents. */
export function formatUnitUsd(amount: number): string {
  return withDollarSign(formatNumber(amount, 2, 2));
}
