// A fact only the owner can confirm (the company's entity, its providers, its audits, an agent's
// model provider): the value the pages may show, and whether the owner has confirmed it. Content
// writes each one `{ confirmed: false, value: ... }` until the owner has checked it, then sets
// `confirmed: true`, and changes nothing else.
// `npm run check:launch` (docs/launch.md) lists every one still unconfirmed, and the production
// build stops while any is; pages word every sentence that depends on one for both states
// (lib/legal/owner-facts.ts), so the preview never states as fact what the owner has not confirmed.
import { z } from "zod";

/** The schema of an owner fact holding a value of the given schema. */
export function ownerFact<Value extends z.ZodType>(value: Value) {
  return z.strictObject({ value, confirmed: z.boolean({ error: "is not true or false: write true once you have checked it, else false" }) });
}

export type OwnerFact<Value> = { value: Value; confirmed: boolean };

/** Whether a node of content is an owner fact; the launch check walks content with it. */
export function isOwnerFact(node: unknown): node is OwnerFact<unknown> {
  return typeof node === "object" && node !== null && "confirmed" in node && "value" in node && typeof node.confirmed === "boolean";
}
