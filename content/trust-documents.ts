// The owner's facts behind the trust center's documents: the data processing agreement's transfer
// terms and end of term, and how fast a reported vulnerability is answered. The DPA, the
// questionnaire answers and the vulnerability disclosure policy read them from here; the company's
// other facts (contacts, security practice, sub-processors) are in content/company.json.
//
// The facts are data, in content/trust-documents.json (its schema: trustDocumentsSchema in
// content/schema.ts), each an owner fact (content/owner-fact.ts): `"confirmed": false` until the
// owner has checked it, `true` after. An unconfirmed value is our best understanding, and the pages
// say "not confirmed yet" in its place. `npm run check:content` checks the file first.
import type { z } from "zod";
import type { trustDocumentsSchema } from "@/content/schema";
import trustDocumentsFile from "@/content/trust-documents.json";

export type TrustDocuments = z.infer<typeof trustDocumentsSchema>;

export const trustDocuments: TrustDocuments = trustDocumentsFile;
