// The commercial terms a quote states (/quote): its currency, VAT, billing, payment and how long a
// quote's prices hold. The terms only the owner can confirm are owner facts (content/owner-fact.ts):
// `npm run check:launch` lists them, and the page words them so a preview never states one as fact.
import { z } from "zod";
import { ownerFact } from "@/content/owner-fact";

const text = z.string().trim().min(1, "is empty");

const quoteTermsSchema = z.object({
  /**
   * Prices are in US dollars. To show a quote's totals in another currency too, give it with its
   * rate and the day of that rate, e.g. { code: "EUR", perUsd: 0.92, rateDate: "2026-11-20",
   * source: "the European Central Bank's reference rate" }; null keeps USD alone.
   */
  otherCurrency: z
    .object({
      code: z.string().regex(/^[A-Z]{3}$/, "is not a currency code like EUR"),
      perUsd: z.number().positive("is not above zero"),
      rateDate: z.iso.date("is not a date written like 2026-11-20"),
      source: text,
    })
    .nullable(),
  /** How often Lumenfold invoices the monthly price and when the set-up fee is invoiced. */
  billingCycle: ownerFact(text),
  /** Days from an invoice to its due date. */
  paymentTermsDays: ownerFact(z.int().positive()),
  /** Days a quote's prices hold from the day it was made. */
  priceValidityDays: ownerFact(z.int().positive()),
  /** The plain note on VAT under the totals. */
  vatNote: text,
  /** When the EU reverse charge applies instead, in plain words. */
  reverseChargeNote: text,
});

export type QuoteTerms = z.infer<typeof quoteTermsSchema>;

export const quoteTerms: QuoteTerms = quoteTermsSchema.parse({
  otherCurrency: null,
  billingCycle: { confirmed: false, value: "The monthly price is invoiced monthly in advance, and the set-up fee when the order is signed." },
  paymentTermsDays: { confirmed: false, value: 30 },
  priceValidityDays: { confirmed: false, value: 30 },
  vatNote: "Every total excludes VAT. VAT is added to the invoice at the rate that applies to you.",
  reverseChargeNote:
    "A business customer in another EU country than the one the invoice comes from is usually invoiced without VAT under the reverse charge, and accounts for the VAT in its own return; give your VAT number with the order.",
});
