import Link from "next/link";
import { company } from "@/content/company";
import { site } from "@/content/site";
import { INDICATIVE_PRICE_NOTE } from "@/lib/agents/listing-text";
import { stated, statedText } from "@/lib/legal/owner-facts";
import { privacyHref, trustHref } from "@/lib/site/hrefs";
import { LegalDocument, MailLink } from "@/components/legal/LegalDocument";

/** The legal notice (who runs the site) and the short terms of use of the site. */
export function LegalNotice() {
  const onRequest = `Available on request from ${site.email}`;
  const operator = stated(company.legalName, (name) => name, site.name);
  const addressLines = stated(company.address, (lines) => lines, [onRequest]);
  return (
    <LegalDocument>
      <h2 id="legal-notice">Legal notice</h2>
      <dl className="detail-list">
        <dt>Operator of this website</dt>
        <dd>{statedText(company.legalName, `${site.name}; its registered name and legal form are available on request from ${site.email}`)}</dd>
        <dt>Address</dt>
        <dd>
          {addressLines.map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
        </dd>
        <dt>E-mail</dt>
        <dd>
          <MailLink email={site.email} />
        </dd>
        <dt>Commercial register</dt>
        <dd>{statedText(company.registration, onRequest)}</dd>
        <dt>VAT identification number</dt>
        <dd>{statedText(company.vatId, onRequest)}</dd>
        <dt>Responsible for the content</dt>
        <dd>{statedText(company.contentResponsible, `Not named yet; the person's name is available on request from ${site.email}`)}</dd>
      </dl>

      <h2 id="terms">Terms of use</h2>
      <p>These terms apply to your use of this website. Our services and agents are sold under a separate written contract.</p>
      <h3>Information, not an offer</h3>
      <p>
        The website describes our services and agents. Nothing on it is an offer to contract. {INDICATIVE_PRICE_NOTE} Estimates from the calculators on agent
        pages are illustrations built from the figures you enter, not a promise of results.
      </p>
      <h3>Content</h3>
      <p>
        The text, artwork and code of this website belong to {operator}. You may read, print and share pages to evaluate our services; any other copying needs
        our written permission. Names of other companies and products belong to their owners.
      </p>
      <h3>Links</h3>
      <p>Links to other websites are for your convenience; we do not control those websites and are not responsible for them.</p>
      <h3>Liability</h3>
      <p>
        We take care that the website is accurate and available, but cannot guarantee it. We are liable without limit for intent and gross negligence and
        wherever the law does not allow a limit; otherwise we are not liable for your use of the website.
      </p>
      <h3>Law</h3>
      <p>
        {statedText(
          company.governingLaw,
          `The law that governs these terms is not confirmed yet; write to ${site.email} to ask. Whichever it is, it does not take away the protection that the mandatory law of your own country gives you.`,
        )}
      </p>
      <h3>Your data and our security</h3>
      <p>
        How we handle personal data is in the <Link href={privacyHref}>privacy notice</Link>; how we protect our customers&apos; data is on the{" "}
        <Link href={trustHref()}>trust page</Link>.
      </p>
    </LegalDocument>
  );
}
