import Link from "next/link";
import type { ReactNode } from "react";
import { detailsOnlyToAnswer } from "@/content/claims";
import { company } from "@/content/company";
import type { OwnerFact } from "@/content/owner-fact";
import { site } from "@/content/site";
import { REFERENCE_LENGTH } from "@/lib/forms/contract";
import { OUTBOX_MAX_AGE_MS } from "@/lib/forms/outbox";
import { agentRequestFields, contactFormFields, contactIntentAnswers, quoteRequestFields } from "@/lib/legal/collected-fields";
import { stated } from "@/lib/legal/owner-facts";
import { subProcessorsFor } from "@/lib/legal/sub-processors";
import { listSentence } from "@/lib/site/list-sentence";
import { analyticsEnabled } from "@/lib/site/analytics";
import { legalNoticeHref, trustHref } from "@/lib/site/hrefs";
import { LegalDocument, MailLink } from "@/components/legal/LegalDocument";
import { SubProcessorTable } from "@/components/legal/SubProcessorTable";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where the privacy notice sends a reader for the address and the registration: the legal notice once confirmed, else a request. */
function addressAndRegistration(): ReactNode {
  const facts: { label: string; fact: OwnerFact<unknown> }[] = [
    { label: "postal address", fact: company.address },
    { label: "commercial registration", fact: company.registration },
  ];
  const onNotice = facts.filter(({ fact }) => stated(fact, () => true, false)).map(({ label }) => label);
  const onRequest = facts.filter(({ fact }) => stated(fact, () => false, true)).map(({ label }) => label);
  return (
    <>
      {onNotice.length > 0 && (
        <>
          {" "}
          The <Link href={legalNoticeHref}>legal notice</Link> has our {listSentence(onNotice)}.
        </>
      )}
      {onRequest.length > 0 && (
        <>
          {" "}
          Our {listSentence(onRequest)} {onRequest.length > 1 ? "are" : "is"} available on request from <MailLink email={site.email} />.
        </>
      )}
    </>
  );
}

/** The GDPR Art. 13 notice for this website's forms, hosting, analytics (in a build that loads them) and the browser storage it uses. */
export function PrivacyNotice() {
  const contact = contactFormFields();
  const request = agentRequestFields();
  const quote = quoteRequestFields();
  const recipients = subProcessorsFor(["lead-forms", "site-hosting"]);
  const controller = stated(company.legalName, (name) => name, site.name);
  const privacyEmail = stated(company.privacyContact, (email) => email, site.email);
  const dpo = stated(company.dataProtectionOfficer, (officer) => officer, null);
  const authority = stated(company.supervisoryAuthority, (named) => named, null);
  return (
    <LegalDocument>
      <h2>Who is responsible</h2>
      <p>
        {controller} is the controller of the personal data this website collects. Write to <MailLink email={privacyEmail} /> with any question or request about
        it.
        {addressAndRegistration()}
        {dpo && (
          <>
            {" "}
            Our data protection officer is {dpo.name}, at <MailLink email={dpo.email} />.
          </>
        )}
      </p>

      <h2>What the forms collect</h2>
      <h3>The contact form</h3>
      <p>Its fields are {listSentence(contact.typed)}. Only your full name and e-mail address are required. The reason you choose asks for a little more:</p>
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
        On each agent&apos;s page, the fields are {listSentence(request.typed)}; your full name, e-mail address and company name are required. The site adds the{" "}
        {listSentence(request.added.map((label) => label.toLowerCase()))} (the page the request was sent from).
      </p>
      <h3>The quote request</h3>
      <p>
        On the quote page, the fields are {listSentence(quote.typed)}; your full name, e-mail address and company name are required. The site adds the quote you
        built: {listSentence(quote.added.map((label) => label.toLowerCase()))}.
      </p>
      <h3>With every form</h3>
      <p>
        The time you sent it, when the form was shown and first used, a random reference for the submission, and a hidden field that only automated programs
        fill in. They let us store each submission once and keep spam out.
      </p>

      <h2>Why, and on what legal basis</h2>
      <ul>
        <li>
          To answer your inquiry or agent request and to prepare the offer you ask for: steps taken at your request before a contract (GDPR Art. 6(1)(b)). Where
          you write on behalf of your employer, our legitimate interest in answering business inquiries (Art. 6(1)(f)).
        </li>
        <li>
          To deliver each submission exactly once, keep spam out and know which page an inquiry came from: our legitimate interest in running the forms reliably
          and securely (Art. 6(1)(f)).
        </li>
      </ul>
      <p>
        {detailsOnlyToAnswer} We make no automated decisions about you (Art. 22). You do not have to fill in a form, but without a name and an e-mail address we
        cannot answer.
      </p>

      <h2>Who receives it</h2>
      <p>
        Submissions are stored in a Google Sheet and e-mailed to our team by a Google Apps Script. Google processes them on our behalf, as our processor under
        its data processing terms (Art. 28). The company that hosts this website sees your IP address and the pages you request, as every web host does. We
        share your details with no one else.
      </p>
      {analyticsEnabled && (
        <p>Vercel Inc. receives the page-view data of Vercel Web Analytics (see below) as our processor, under its data processing addendum (Art. 28).</p>
      )}
      <SubProcessorTable subProcessors={recipients} caption="Providers that process this website's visitor data" />

      <h3>The confirmation e-mail</h3>
      <p>
        When we have switched confirmations on, our form receiver sends one e-mail after it stores your submission, only to the e-mail address you typed into
        the form. It is a fixed text: it thanks you, says &ldquo;{site.replyPromise}&rdquo;, and gives your reference (the first {REFERENCE_LENGTH} characters
        of the submission&apos;s random reference, as the page shows it). It repeats nothing you typed. Google sends it for us (Gmail, through Apps Script) from
        the Google account that runs our form receiver, under the name {site.name}, and your reply goes to <MailLink email={site.email} />. It sends at most one
        an hour to the same address, and none for a submission held as suspected spam. We send it to confirm the step you asked for (Art. 6(1)(b)).
      </p>

      <h2>Transfers outside the EU</h2>
      <p>
        These providers may process data outside the European Economic Area. Each transfer rests on the mechanism in the table above: the EU-US Data Privacy
        Framework for certified US recipients, and the European Commission&apos;s Standard Contractual Clauses otherwise. Write to us for a copy of the clauses.
      </p>

      <h2>How long it is kept</h2>
      <p>
        {stated(
          company.leadRetentionDays,
          (days) => (
            <>
              We keep a submission for {days} days after it arrives, then delete it. The e-mails about it, our team&apos;s copy and the confirmation sent to
              you, are deleted from our mailboxes after the same {days} days.
            </>
          ),
          <>
            Our form receiver deletes each submission automatically once it is older than a fixed period, and the e-mails about it (our team&apos;s copy and the
            confirmation sent to you) go after the same period. We will state the period here once we have confirmed it; until then, write to{" "}
            <MailLink email={privacyEmail} /> to ask.
          </>,
        )}{" "}
        If your inquiry leads to a contract, what the contract needs is kept for as long as commercial and tax law require.
      </p>

      <h2>Cookies, analytics and your device</h2>
      {analyticsEnabled ? (
        <>
          <p>This site sets no cookies. It runs Vercel Web Analytics, which counts page views without cookies. With each page view, Vercel receives:</p>
          <ul>
            <li>the page you opened and the page you came from (the referrer);</li>
            <li>your country, device type, browser and operating system, and the time;</li>
            <li>
              a hash of your request, which lets it count one visitor once a day. The hash changes every day and is discarded after 24 hours, so it cannot
              follow you from one day to the next or across websites.
            </li>
          </ul>
          <p>
            We see only totals. Vercel Inc. processes this for us as our processor; the legal basis is our legitimate interest in knowing which pages are read
            (Art. 6(1)(f)), and you may object to it (Art. 21). Browser settings or an ad blocker that block the script stop it.
          </p>
        </>
      ) : (
        <p>This site sets no cookies and runs no analytics or tracking scripts.</p>
      )}
      <p>It keeps a few things in your browser&apos;s own storage, and they leave your device only when you send a form:</p>
      <ul>
        <li>What you type into a form, in session storage, so a reload does not lose it. It is cleared once the form is sent, and when you close the tab.</li>
        <li>
          A form you sent, in local storage, until our server confirms it has it, so a lost connection loses no message. It is removed once it is delivered, and
          after {OUTBOX_MAX_AGE_MS / DAY_MS} days at the most.
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
        Where you gave consent, you may withdraw it at any time, without affecting what was done before. Write to <MailLink email={privacyEmail} />; we answer
        within one month (Art. 12(3)).
      </p>
      <p>
        You may also complain to a data protection supervisory authority, in particular in the EU country where you live or work or where you think the law was
        broken (Art. 77).
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
      <p className="muted">
        Questions about this notice: {controller}, <MailLink email={privacyEmail} />.
      </p>
    </LegalDocument>
  );
}
