// The claims the owner must confirm, as content/claims.json holds them: each a value with its state
// (content/owner-fact.ts). The launch check lists those not confirmed; content/claims.ts words them
// for the pages. JSON rather than YAML because the browser's WebMCP tools word the data-protection
// commitments too (lib/agents/data-protection.ts), and every bundler, tsx and Jest import JSON as
// it is, with its types. `npm run check:content` checks it against claimsSchema, by line and field,
// before anything imports it (lib/content/syntax.ts); the type check holds it to the schema's shape.
import type { z } from "zod";
import type { claimsSchema } from "@/content/schema";
import claimsFile from "@/content/claims.json";

export type ClaimFacts = z.input<typeof claimsSchema>;

export const claimFacts: ClaimFacts = claimsFile;
