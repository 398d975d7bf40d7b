import { company } from "@/content/company";
import { site } from "@/content/site";
import { stated, statedText } from "@/lib/legal/owner-facts";
import styles from "@/components/agents/Quote.module.css";

/** Who the quote is from, as a controller files it: the seller's entity, address and VAT number, each worded for a fact the owner has not confirmed yet. */
export function QuoteSeller() {
  const onRequest = `available on request from ${site.email}`;
  return (
    <dl className={styles.seller}>
      <div>
        <dt>Seller</dt>
        <dd>{statedText(company.legalName, `${site.name}; its registered name and legal form are ${onRequest}`)}</dd>
      </div>
      <div>
        <dt>Address</dt>
        <dd>{stated(company.address, (lines) => lines.join(", "), `Not confirmed yet; ${onRequest}`)}</dd>
      </div>
      <div>
        <dt>VAT number</dt>
        <dd>{statedText(company.vatId, `Not confirmed yet; ${onRequest}`)}</dd>
      </div>
      <div>
        <dt>Contact</dt>
        <dd>{site.email}</dd>
      </div>
    </dl>
  );
}
