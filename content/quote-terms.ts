// The commercial terms a quote states (/quote): its currency, VAT, billing, payment and how long a
// quote's prices hold, as content/quote-terms.json holds them (its schema: quoteTermsSchema in
// content/schema.ts, which says what each field is). The terms only the owner can confirm are owner
// facts (content/owner-fact.ts): `npm run check:launch` lists them, and the page words them so a
// preview never states one as fact. `npm run check:content` checks the file first.
import type { z } from "zod";
import type { quoteTermsSchema } from "@/content/schema";
import quoteTermsFile from "@/content/quote-terms.json";

export type QuoteTerms = z.infer<typeof quoteTermsSchema>;

export const quoteTerms = quoteTermsFile as QuoteTerms;
