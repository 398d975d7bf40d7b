// The owner's facts behind the trust center's documents: the data processing agreement's transfer
// terms and end of term, and how fast a reported vulnerability is answered. The DPA, the
// questionnaire answers and the vulnerability disclosure policy read them from here; the company's
// other facts (contacts, security practice, sub-processors) stay in content/company.ts.
//
// Each is an owner fact (content/owner-fact.ts): `{ confirmed: false, value }` until the owner has
// checked it, `confirmed: true` after. An unconfirmed value is our best understanding, and the pages say
// "not confirmed yet" in its place.
import { z } from "zod";
import { ownerFact } from "@/content/owner-fact";

const text = z.string().trim().min(1);
const days = z.int().positive();

/** @internal Exported for the tests and the build's checks (knip --production). */
export const trustDocumentsSchema = z.object({
  /**
   * The module of the European Commission's Standard Contractual Clauses (Decision 2021/914) that
   * covers transfers out of the EU/EEA. It depends on where the company is established: inside the
   * EU/EEA, our transfers to sub-processors abroad are Module 3 (processor to processor); outside
   * it, the customer's transfer to us is Module 2 (controller to processor).
   */
  sccModule: ownerFact(text),
  /** Days after the agreement ends within which we return or delete the customer's personal data. */
  deletionAfterTermDays: ownerFact(days),
  /** How fast a reported vulnerability is answered: acknowledged, triaged, and fixed by severity. */
  vulnerabilityResponse: ownerFact(
    z.object({
      acknowledgeBusinessDays: days,
      triageBusinessDays: days,
      fixDays: z.object({ critical: days, high: days, medium: days, low: days }),
    }),
  ),
});

export type TrustDocuments = z.infer<typeof trustDocumentsSchema>;

export const trustDocuments: TrustDocuments = trustDocumentsSchema.parse({
  sccModule: { confirmed: false, value: "Module 3 (processor to processor), for our transfers to sub-processors outside the EU/EEA" },
  deletionAfterTermDays: { confirmed: false, value: 30 },
  vulnerabilityResponse: { confirmed: false, value: {
    acknowledgeBusinessDays: 2,
    triageBusinessDays: 5,
    fixDays: { critical: 7, high: 30, medium: 90, low: 180 },
  } },
} satisfies z.input<typeof trustDocumentsSchema>);
