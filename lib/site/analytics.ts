/** Whether this build loads web analytics: next.config.ts decides it at build time (on Vercel, or NEXT_PUBLIC_ANALYTICS=vercel). */
export const analyticsEnabled = process.env.NEXT_PUBLIC_ANALYTICS_ENABLED === "true";
