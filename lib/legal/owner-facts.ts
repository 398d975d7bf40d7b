// Sentences that depend on a fact only the owner can confirm (content/owner-fact.ts). Each is
// written for both states, and this is the one way pages read an owner fact's value: the
// confirmed wording gets the value, the other wording never does, so a preview cannot state as
// fact what the owner has not confirmed.
import { factText, stated, type OwnerFact } from "@/content/owner-fact";

// Content words its own claims with it too (content/claims.ts), so it is defined beside the fact's type.
export { stated };

/**
 * What the pages say in place of an owner fact that is not confirmed yet.
 * @public (the trust page's wording reads it)
 */
export const NOT_CONFIRMED_YET = "Not confirmed yet";

/** A fact whose confirmed wording is its own text, or "Not confirmed yet". */
export function statedText(fact: OwnerFact<string>, whenNotYet: string = NOT_CONFIRMED_YET): string {
  return factText(fact, whenNotYet);
}

/**
 * Whether every one of these facts is confirmed: a sentence about all of them ("names each one") needs it.
 * @public (for the trust page's sentences about all its providers)
 */
export function allConfirmed(facts: readonly OwnerFact<unknown>[]): boolean {
  return facts.every((fact) => fact.confirmed);
}
