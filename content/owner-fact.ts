// A fact only the owner can confirm (the company's entity, its providers, its audits, an agent's
// model provider): the value the pages may show, and whether the owner has confirmed it. Content
// writes each one `unconfirmed(value)` until the owner has checked it, then `confirmed(value)`.
// `npm run check:launch` (docs/launch.md) lists every one still unconfirmed, and the production
// build stops while any is; pages word every sentence that depends on one for both states
// (lib/legal/owner-facts.ts), so the preview never states as fact what the owner has not confirmed.
import { z } from "zod";

/** The schema of an owner fact holding a value of the given schema. */
export function ownerFact<Value extends z.ZodType>(value: Value) {
  return z.object({ value, confirmed: z.boolean() });
}

export type OwnerFact<Value> = { value: Value; confirmed: boolean };

/** A value the owner has not checked yet: the launch check lists it. */
export function unconfirmed<Value>(value: Value): OwnerFact<Value> {
  return { value, confirmed: false };
}

/**
 * A value the owner has checked and stands behind; write it like this once you have.
 * @public (unused until the owner confirms a fact)
 */
export function confirmed<Value>(value: Value): OwnerFact<Value> {
  return { value, confirmed: true };
}

/** Whether a node of content is an owner fact; the launch check walks content with it. */
export function isOwnerFact(node: unknown): node is OwnerFact<unknown> {
  return typeof node === "object" && node !== null && "confirmed" in node && "value" in node && typeof node.confirmed === "boolean";
}
