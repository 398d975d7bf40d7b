// Stands in for @vercel/analytics/next when analytics is off (next.config.ts aliases it here), so a
// site built for any host other than Vercel ships none of the analytics code.
export function Analytics() {
  return null;
}
