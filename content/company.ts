// The company's own facts, in one place: who runs the site, how to reach its privacy and security
// contacts, how long leads are kept, what it holds in certifications and security practice, and
// the providers that process data for it. The privacy notice, the legal notice, the trust page and
// security.txt read them from here.
//
// The facts are data, in content/company.json (its schema: companySchema in content/schema.ts), so
// the owner edits them in the editor at /admin or any text editor. Only the owner can confirm them:
// each is an owner fact (content/owner-fact.ts), `{ "value": ..., "confirmed": false }` until the
// owner has checked it and `true` after. An unconfirmed value is the honest best we know, never an
// invented name, and the pages do not state it as fact. `npm run check:content` checks the file by
// line and field before anything imports it; JSON's strings carry no enum types, hence the cast.
import type { z } from "zod";
import type { companySchema } from "@/content/schema";
import companyFile from "@/content/company.json";

export type Company = z.infer<typeof companySchema>;
export type SubProcessor = Company["subProcessors"][number];

export const company = companyFile as Company;

/** Days a lead is kept; the receivers delete rows older than this. */
export const leadRetentionDays = company.leadRetentionDays.value;
