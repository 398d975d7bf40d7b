/**
 * Sentences joined by a space, leaving out those that are not there: a claim not confirmed yet
 * (content/claims.ts), a note a listing does not have. Import-free, so browser code that words a
 * fact (lib/agents/data-protection.ts) can use it without carrying content with it.
 */
export const sentences = (...parts: (string | undefined)[]): string => parts.filter(Boolean).join(" ");
