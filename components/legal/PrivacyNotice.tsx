import Link from "next/link";
import { detailsOnlyToAnswer } from "@/content/claims";
import { company } from "@/content/company";
import { site } from "@/content/site";
import { OUTBOX_MAX_AGE_MS } from "@/lib/forms/outbox";
import { agentRequestFields, contactFormFields, contactIntentAnswers } from "@/lib/legal/collected-fields";
import { subProcessorsFor } from "@/lib/legal/sub-processors";
import { listSentence } from "@/lib/site/list-sentence";
import { analyticsEnabled } from "@/lib/site/analytics";
import { legalNoticeHref, trustHref } from "@/lib/site/hrefs";
import { LegalDocument, MailLink } from "@/components/legal/LegalDocument";
import { SubProcessorTable } from "@/components/legal/SubProcessorTable";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The GDPR Art. 13 notice for this website's forms, hosting and the browser storage it uses. */
export function PrivacyNotice() {
  const contact = contactFormFields();
  const request = agentRequestFields();
  const recipients = subProcessorsFor(["lead-forms", "site-hosting"]);
  const privacyEmail = company.privacyContact.value;
  const dpo = company.dataProtectionOfficer.value;
  const authority = company.supervisoryAuthority.value;
  return (
    <LegalDocument>
      <h2>Who is responsible</h2>
      <p>
        {company.legalName.value} is the controller of the personal data this website collects. Write to <MailLink email={privacyEmail} />{" "}
        with any question or request about it. The <Link href={legalNoticeHref}>legal notice</Link> has our address and registration.
        {dpo && (
          <>
            {" "}
            Our data protection officer is {dpo.name}, at <MailLink email={dpo.email} />.
          </>
        )}
      </p>

      <h2>What the forms collect</h2>
      <h3>The contact form</h3>
      <p>
        Its fields are {listSentence(contact.typed)}. Only your full name and e-mail address are required. The reason you choose asks for a
        little more:
      </p>
      <ul>
        {contactIntentAnswers().map((intent) => (
          <li key={intent.label}>
            {intent.label}: {listSentence(intent.answers)}
          </li>
        ))}
      </ul>
      <p>With it, the site sends the {listSentence(contact.added.map((label) => label.toLowerCase()))} (the page you came from).</p>
      <h3>The agent request forms</h3>
      <p>
        On each agent&apos;s page, the fields are {listSentence(request.typed)}; your full name, e-mail address and company name are required.
        The site adds the {listSentence(request.added.map((label) => label.toLowerCase()))} (the page the request was sent from).
      </p>
      <h3>With every form</h3>
      <p>
        The time you sent it, when the form was shown and first used, a random reference for the submission, and a hidden field that only
        automated programs fill in. They let us store each submission once and keep spam out.
      </p>

      <h2>Why, and on what legal basis</h2>
      <ul>
        <li>
          To answer your inquiry or agent request and to prepare the offer you ask for: steps taken at your request before a contract (GDPR
          Art. 6(1)(b)). Where you write on behalf of your employer, our legitimate interest in answering business inquiries (Art.
          6(1)(f)).
        </li>
        <li>
          To deliver each submission exactly once, keep spam out and know which page an inquiry came from: our legitimate interest in
          running the forms reliably and securely (Art. 6(1)(f)).
        </li>
      </ul>
      <p>
        {detailsOnlyToAnswer} We make no automated decisions about you (Art. 22). You do not have to fill in a form, but without a name and
        an e-mail address we cannot answer.
      </p>

      <h2>Who receives it</h2>
      <p>
        Submissions are stored in a Google Sheet and e-mailed to our team by a Google Apps Script. Google processes them on our behalf, as
        our processor under its data processing terms (Art. 28). The company that hosts this website sees your IP address and the pages
        you request, as every web host does. We share your details with no one else.
      </p>
      <SubProcessorTable subProcessors={recipients} caption="Providers that process this website's visitor data" />

      <h2>Transfers outside the EU</h2>
      <p>
        These providers may process data outside the European Economic Area. Each transfer rests on the mechanism in the table above: the
        EU-US Data Privacy Framework for certified US recipients, and the European Commission&apos;s Standard Contractual Clauses
        otherwise. Write to us for a copy of the clauses.
      </p>

      <h2>How long it is kept</h2>
      <p>
        We keep a submission for {company.leadRetentionDays.value} days after it arrives, then delete it. If your inquiry leads to a
        contract, what the contract needs is kept for as long as commercial and tax law require.
      </p>

      <h2>Cookies, analytics and your device</h2>
      {analyticsEnabled ? (
        <p>
          This site sets no cookies. It loads Vercel Web Analytics, which counts page views (the page, the page you came from, and your
          browser, operating system, device type and country) without cookies; Vercel processes this for us
          under our legitimate interest in knowing which pages are read (Art. 6(1)(f)).
        </p>
      ) : (
        <p>This site sets no cookies and loads no analytics or tracking scripts.</p>
      )}
      <p>It keeps a few things in your browser&apos;s own storage, and they leave your device only when you send a form:</p>
      <ul>
        <li>What you type into a form, in session storage, so a reload does not lose it. It is cleared once the form is sent, and when you close the tab.</li>
        <li>
          A form you sent, in local storage, until our server confirms it has it, so a lost connection loses no message. It is removed once
          it is delivered, and after {OUTBOX_MAX_AGE_MS / DAY_MS} days at the most.
        </li>
        <li>The agents you mark for comparison, in session storage, until you close the tab.</li>
      </ul>
      <p>You can clear all of it in your browser&apos;s settings at any time.</p>

      <h2>Your rights</h2>
      <p>Under the GDPR you may ask us, free of charge:</p>
      <ul>
        <li>for a copy of the personal data we hold about you (Art. 15);</li>
        <li>to correct it (Art. 16) or delete it (Art. 17);</li>
        <li>to restrict how we use it (Art. 18);</li>
        <li>for the data you gave us in a machine-readable format (Art. 20);</li>
        <li>and you may object at any time to processing based on our legitimate interests (Art. 21).</li>
      </ul>
      <p>
        Where you gave consent, you may withdraw it at any time, without affecting what was done before. Write to{" "}
        <MailLink email={privacyEmail} />; we answer within one month (Art. 12(3)).
      </p>
      <p>
        You may also complain to a data protection supervisory authority, in particular in the EU country where you live or work or where
        you think the law was broken (Art. 77).
        {authority && (
          <>
            {" "}
            The authority that supervises us is the <a href={authority.url}>{authority.name}</a>.
          </>
        )}
      </p>

      <h2>Our agents</h2>
      <p>
        When a customer runs one of our agents, the customer is the controller of the data it processes and we are its processor. The{" "}
        <Link href={trustHref()}>trust page</Link> names the providers involved.
      </p>
      <p className="muted">Questions about this notice: {site.name}, <MailLink email={privacyEmail} />.</p>
    </LegalDocument>
  );
}
