import { quoteTerms } from "@/content/quote-terms";
import { INDICATIVE_PRICE_NOTE } from "@/lib/agents/listing-text";
import { QUOTE_ASSUMPTIONS } from "@/lib/agents/quote";
import { stated } from "@/lib/legal/owner-facts";
import { TextList } from "@/components/ui/TextList";
import styles from "@/components/agents/Quote.module.css";

const TO_CONFIRM = "for Lumenfold to confirm with your order";

/** The quote's currency, VAT and commercial terms, and what it assumes; each term the owner has not confirmed is worded as not yet confirmed. */
export function QuoteTermsNotes() {
  const { otherCurrency, billingCycle, paymentTermsDays, priceValidityDays, vatNote, reverseChargeNote } = quoteTerms;
  const terms = [
    otherCurrency
      ? `Currency: US dollars (USD). Totals are also shown in ${otherCurrency.code} at the rate the quote states; the quote is made in USD.`
      : "Currency: US dollars (USD). The quote is made in USD only.",
    `VAT: ${vatNote}`,
    `EU reverse charge: ${reverseChargeNote}`,
    stated(billingCycle, (value) => `Billing: ${value}`, `Billing cycle: ${TO_CONFIRM}.`),
    stated(paymentTermsDays, (days) => `Payment: due ${days} days from the invoice date.`, `Payment terms: ${TO_CONFIRM}.`),
    stated(priceValidityDays, (days) => `Validity: these prices hold for ${days} days from the quote's date.`, `How long these prices hold: ${TO_CONFIRM}.`),
  ];
  return (
    <div className={styles.terms}>
      <h3>Terms</h3>
      <TextList className={styles.termList} items={terms} />
      <h3>Assumptions</h3>
      <TextList className={styles.termList} items={[...QUOTE_ASSUMPTIONS, INDICATIVE_PRICE_NOTE]} />
    </div>
  );
}
