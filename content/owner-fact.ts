// A fact only the owner can confirm (the company's entity, its providers, its audits, an agent's
// model provider): the value the pages may show, and whether the owner has confirmed it. Content
// writes each one `{ confirmed: false, value: ... }` until the owner has checked it, then sets
// `confirmed: true`, and changes nothing else.
// `npm run check:launch` (docs/launch.md) lists every one still unconfirmed, and the production
// build stops while any is; pages word every sentence that depends on one for both states
// (lib/legal/owner-facts.ts), so the preview never states as fact what the owner has not confirmed.
// Import-free, so the browser code that words a fact (lib/agents/data-protection.ts) carries no schema;
// the schema of a fact is ownerFact in content/schema.ts.

export type OwnerFact<Value> = { value: Value; confirmed: boolean };

/**
 * The one way content and pages read an owner fact: the confirmed wording gets the value, the
 * other wording never does, so a preview cannot state as fact what the owner has not confirmed.
 */
export function stated<Value, Wording>(fact: OwnerFact<Value>, whenConfirmed: (value: Value) => Wording, whenNotYet: Wording): Wording {
  return fact.confirmed ? whenConfirmed(fact.value) : whenNotYet;
}

/** A fact whose confirmed wording is its own text; before, `whenNotYet`, or nothing, so the sentence it belongs to leaves it out. */
export function factText(fact: OwnerFact<string>): string | undefined;
export function factText(fact: OwnerFact<string>, whenNotYet: string): string;
export function factText(fact: OwnerFact<string>, whenNotYet?: string): string | undefined {
  return stated(fact, (text): string | undefined => text, whenNotYet);
}

/** Whether a node of content is an owner fact; the launch check walks content with it. */
export function isOwnerFact(node: unknown): node is OwnerFact<unknown> {
  return typeof node === "object" && node !== null && "confirmed" in node && "value" in node && typeof node.confirmed === "boolean";
}
