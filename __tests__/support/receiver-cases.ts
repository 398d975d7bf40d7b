// The one table of cases that both receivers must pass: the local inbox (scripts/form-inbox.ts)
// over HTTP and the Apps Script receiver (receiver/*.gs) in Node. Each case posts in order, runs
// the receivers' time-driven jobs, and states every answer, the inbox's HTTP statuses, everything
// stored and (for the receiver, which sends them) the e-mails.
import { leadRetentionDays } from "@/content/company";
import { site } from "@/content/site";
import {
  BROWSER_AGENT,
  DIGEST,
  ENDPOINT_MESSAGES,
  ID_MEMORY_HOURS,
  OWNER_MAIL,
  SPAM_MARKS,
  THROTTLE,
  VISITOR_CONFIRMATIONS,
  submissionReference,
} from "@/lib/forms/contract";
import { FIELD_LIMITS, INVALID_EMAIL_MESSAGE, MIXED_SCRIPT_DOMAIN_MESSAGE } from "@/lib/forms/fields";
import { SECOND, agentRequestFields, contactFields, envelope, quoteRequestFields, type Fields } from "./submissions";

export const OWNER = "owner@lumenfold.test";

/**
 * Before this post (the receiver only): `renameSheet`, the owner renames a sheet, to archive it;
 * `deleteRowOf`, the owner deletes the row of that submissionId; `hoursLater`, that many hours pass.
 */
export type Post = { fields: Fields; repeated?: Record<string, string[]>; renameSheet?: [string, string]; deleteRowOf?: string; hoursLater?: number };

/**
 * The receivers' time-driven jobs, run after the posts: the hourly digest (the Apps Script receiver;
 * the inbox sends no mail) and the deletion of expired leads (the inbox does it when it starts, so
 * it is restarted).
 */
export type Job = "sendDigest" | "deleteExpiredLeads";

export type ExpectedAnswer = "stored" | { success: false; message: string; field?: string; retryable?: true };

/** `body` lists text the mail contains, `without` text it must not contain. */
/** `csv`: texts its CSV attachment holds (the digest's). */
export type ExpectedMail = { to: string; replyTo?: string; subject: string; body?: string[]; without?: string[]; csv?: string[] };

export type ReceiverCase = {
  name: string;
  /** Only one of the receivers has this: a sheet, a lock, e-mail. */
  only?: "inbox" | "receiver";
  setup?: {
    /** Script properties; by default NOTIFY_TO is OWNER. */
    properties?: Record<string, string>;
    /** Sheets before the first post: name -> rows, headers first. */
    sheets?: Record<string, string[][]>;
    /** Leads stored before the first post, in both receivers: the inbox's lines, the receiver's rows of each form's sheet. */
    leads?: Record<string, string>[];
    storageFails?: boolean;
    busy?: boolean;
    mailFails?: boolean;
    /** MailApp's daily quota at the start. */
    mailQuota?: number;
  };
  posts: Post[];
  /** One per post; "stored" is {success: true, id: <the post's submissionId>}. By default every post is stored. */
  answers?: ExpectedAnswer[];
  /** The local inbox's HTTP status for each post; by default 200 for each. */
  statuses?: number[];
  jobs?: Job[];
  /**
   * Everything stored at the end, as its non-empty values but `notified` (receivedAt, when left out,
   * must be an ISO time; "" means the row has none).
   */
  stored: Record<string, string>[];
  /** The submissionIds whose rows the receiver marked as mailed to the owner (`notified`) by the end. */
  notified?: string[];
  /** Every e-mail the receiver sent, in order; left out where the case is not about e-mail. */
  mails?: ExpectedMail[];
  /** The receiver's header rows at the end, by sheet. */
  headers?: Record<string, string[]>;
  /** Lines the receiver must have logged as errors. */
  errors?: RegExp[];
};

const post = (fields: Fields, repeated?: Record<string, string[]>): Post => ({ fields, repeated });

/** What the receivers store of a post: its non-empty fields but the honeypot, then any changes. */
export function storedOf(fields: Fields, changes: Fields = {}): Record<string, string> {
  const merged: Fields = { ...fields, ...changes };
  const row: Record<string, string> = {};
  for (const [key, value] of Object.entries(merged)) if (key !== "website" && value !== undefined && value !== "") row[key] = value;
  return row;
}

const ref = (fields: Fields) => submissionReference(fields.submissionId ?? "");

function ownerMail(fields: Fields, subject: string, body: string[] = []): ExpectedMail {
  return { to: OWNER, replyTo: fields.email, subject: `${subject} [${ref(fields)}]`, body: [...body, `Reference: ${ref(fields)}`] };
}

/** A fixed text with the reference: nothing the visitor typed, so it cannot carry anyone's words. */
function visitorMail(fields: Fields): ExpectedMail {
  const typed = [fields.name, fields.fullName, fields.company, fields.companyName, fields.message, fields.additionalCustomizations];
  return {
    to: fields.email ?? "",
    replyTo: "hello@lumenfold.ai",
    subject: `We have your message (reference ${ref(fields)})`,
    body: ["Hello,", site.replyPromise, `Your reference: ${ref(fields)}`],
    without: typed.filter((text): text is string => Boolean(text)),
  };
}

/** Confirmations to the visitor are off unless the owner sets CONFIRM_TO_VISITOR. */
const CONFIRMING = { NOTIFY_TO: OWNER, CONFIRM_TO_VISITOR: "true" };
/** A Google Workspace account's daily MailApp quota: confirmations go only above a day of the owner's own mails. */
const WORKSPACE_QUOTA = 1500;

const contactMails = (fields: Fields) => [ownerMail(fields, `New enquiry from ${fields.name}`)];

/** The hourly digest listing these leads (throttled ones say so) and none of `without`, and carrying them all as CSV. */
function digestMail(leads: Fields[], without: Fields[] = [], throttled: Fields[] = []): ExpectedMail {
  return {
    to: OWNER,
    subject: `${leads.length} ${leads.length === 1 ? "lead" : "leads"} from the ${site.name} website`,
    body: [...leads.map((fields) => `reference ${ref(fields)}`), ...throttled.map((fields) => `reference ${ref(fields)}, received`), "Sheet: https://"],
    without: without.map((fields) => ref(fields)),
    csv: leads.map((fields) => fields.submissionId ?? ""),
  };
}

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * SECOND).toISOString();

function refusal(name: string, fields: Fields, message: string, field?: string, repeated?: Record<string, string[]>): ReceiverCase {
  return {
    name,
    posts: [post(fields, repeated)],
    answers: [field ? { success: false, message, field } : { success: false, message }],
    statuses: [400],
    stored: [],
    mails: [],
  };
}

function formulaCase(typed: string, stored: string): ReceiverCase {
  const fields = contactFields({ message: typed });
  return {
    name: `stores a message typed as ${JSON.stringify(typed)} as ${JSON.stringify(stored)}`,
    posts: [post(fields)],
    stored: [storedOf(fields, { message: stored })],
  };
}

/** Fresh posts (new submissionIds) on every call. */
export function receiverCases(): ReceiverCase[] {
  const contact = contactFields();
  const sentByAgent = contactFields({ sentBy: BROWSER_AGENT });
  const agentRequest = agentRequestFields();
  const quoteRequest = quoteRequestFields();
  const minimal = { ...envelope("contact"), name: "Ada Lovelace", email: "ada@example.com", source: "Contact Page" };
  const blanks = contactFields({ company: "", message: "   " });
  const repeat = contactFields();
  const changedRepeat = contactFields();
  const honeypot = contactFields({ website: "https://spam.example" });
  const honeypotInvalid = { ...envelope("contact"), website: "x", email: "not-an-email" };
  const fast = contactFields({ ...envelope("contact_explore", { shownFor: 500 }), email: "quick@example.com" });
  const atLimit = contactFields({ ...envelope("contact_explore", { shownFor: 2 * SECOND }), email: "steady@example.com" });
  // The sixth is ada's address with a +tag in full-width letters: NFKC and the tag rule fold it to ada@example.com.
  const sameAddress = ["ada@example.com", "Ada@Example.com", "ada+news@example.com", "ADA@EXAMPLE.COM", "ada@example.com", "ａｄａ+1@example.com"].map(
    (email) => contactFields({ ...envelope("contact"), email }),
  );
  const otherAddress = contactFields({ email: "babbage@example.com", name: "Charles Babbage" });
  // One Gmail mailbox: dots and googlemail.com are delivered to ada.lovelace's inbox too.
  const sameGmail = [
    "ada.lovelace@gmail.com",
    "adalovelace@gmail.com",
    "Ada.Lovelace@googlemail.com",
    "a.d.a.lovelace+x@gmail.com",
    "ADALOVELACE@GOOGLEMAIL.COM",
    "ada.love.lace@googlemail.com",
  ].map((email) => contactFields({ ...envelope("contact"), email }));
  // Bots that send what a browser sends (the form shown a minute before, an interaction): not suspected.
  const browserLikeBurst = Array.from({ length: 40 }, (_, i) =>
    contactFields({ ...envelope("contact"), interactedAt: new Date().toISOString(), email: `visitor-${i}@example.com` }),
  );
  const personAfterBurst = contactFields({ email: "grace@example.com", name: "Grace Hopper" });
  const fifthAgain = sameAddress[4]!;
  const botBurst = Array.from({ length: 4 * THROTTLE.perEmailPerHour }, () =>
    contactFields({ ...envelope("contact", { shownFor: 300 }), email: "bot@example.com" }),
  );
  const realAfterBurst = contactFields({ email: "bot@example.com", name: "Real Person" });
  const fastPerson = contactFields({
    ...envelope("contact_explore", { shownFor: 400 }),
    interactedAt: new Date().toISOString(),
    email: "autofill@example.com",
  });
  const original = contactFields({ message: "First version" });
  const edited = contactFields({ message: "Edited version", supersedes: original.submissionId });
  const lateOriginal = contactFields({ message: "First version" });
  const earlyEdit = contactFields({ message: "Edited version", supersedes: lateOriginal.submissionId });
  const supersedesUnknown = contactFields({ supersedes: "6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d" });
  const spaces = contactFields({ name: `${" ".repeat(60_000)}X` });
  const longMessage = contactFields({ message: "X".repeat(FIELD_LIMITS.longText) });
  const international = contactFields({
    email: "ü@exämple.com",
    name: "Zoë Ærøskøbing-Núñez",
    company: "株式会社テスト",
    message: "Merci beaucoup, à bientôt 👍",
  });
  const markup = contactFields({ message: "<script>alert(1)</script>" });
  const formulaName = contactFields({ name: '=HYPERLINK("http://evil.example","click")' });
  const personContact = contactFields({ interactedAt: new Date().toISOString() });

  return [
    // ------------------------------------------------------------------ valid
    {
      name: "stores a contact enquiry with every field and mails the owner a summary, and the visitor nothing by default",
      posts: [post(contact)],
      stored: [storedOf(contact)],
      mails: [
        ownerMail(contact, "New enquiry from Ada Lovelace", [
          "Full Name: Ada Lovelace",
          "Email Address: ada@example.com",
          "Organization: Analytical Engines Ltd",
          "Services: Data Engineering, AI/ML Solutions",
          "Message: We would like a data platform.",
        ]),
      ],
    },
    {
      // a visitor's browser agent sent the form through its WebMCP tool.
      name: "stores a lead a browser agent sent for the visitor, and tells the owner so",
      posts: [post(sentByAgent)],
      stored: [storedOf(sentByAgent)],
      mails: [ownerMail(sentByAgent, "New enquiry from Ada Lovelace", ["Sent by the visitor's browser agent (WebMCP)"])],
    },
    refusal("refuses a sentBy other than the browser agent's mark", contactFields({ sentBy: "robot" }), `sentBy must be ${BROWSER_AGENT}`),
    {
      name: "stores an agent request with its ROI estimate",
      posts: [post(agentRequest)],
      stored: [storedOf(agentRequest)],
      mails: [
        ownerMail(agentRequest, "Agent request for Sales Pro from Grace Hopper", ["Company Name: Compilers Inc", "ROI estimate: Saves about 12 hours a week"]),
      ],
    },
    {
      name: "stores a quote request with its lines and totals, and mails them readably",
      posts: [post(quoteRequest)],
      stored: [storedOf(quoteRequest)],
      mails: [
        ownerMail(quoteRequest, "Quote request for AI Receptionist, Sales Pro from Grace Hopper", [
          "Whole term, USD excluding VAT: $48,000",
          "Quote lines: Quote 1A2B3C4D, term 36 months (3 years)\n    \n    AI Receptionist",
        ]),
      ],
    },
    refusal(
      "refuses a quote request for a term it does not offer",
      quoteRequestFields({ termMonths: "18" }),
      "Term in months must be one of the offered choices",
      "termMonths",
    ),
    {
      name: "stores an enquiry with only the required fields",
      posts: [post(minimal)],
      stored: [storedOf(minimal)],
    },
    {
      name: "takes a field sent empty or blank as not sent",
      posts: [post(blanks)],
      stored: [storedOf(blanks, { company: undefined, message: undefined })],
    },

    // ------------------------------------------------------------------ invalid: one rule each
    refusal("refuses an enquiry without a name", contactFields({ name: undefined }), "Full Name is required", "name"),
    refusal("refuses an enquiry whose name is only spaces", contactFields({ name: "   " }), "Full Name is required", "name"),
    refusal("refuses an enquiry without an email address", contactFields({ email: undefined }), "Email Address is required", "email"),
    ...[
      "not-an-email",
      "a@b",
      "a b@c.com",
      "a@b..com",
      "ada@example",
      "@example.com",
      "ceo\u200b@bigclient.example",
      "ceo@big\u00adclient.example",
      "ceo@bigclient\ufeff.example",
    ].map((email) => refusal(`refuses the email address ${JSON.stringify(email)}`, contactFields({ email }), INVALID_EMAIL_MESSAGE, "email")),
    refusal(
      "refuses an email address whose domain mixes alphabets",
      contactFields({ email: "ceo@bigcl\u0456ent.example" }),
      MIXED_SCRIPT_DOMAIN_MESSAGE,
      "email",
    ),
    refusal(
      "refuses an email address over 254 characters",
      contactFields({ email: `${"a".repeat(64)}@${"b".repeat(190)}.com` }),
      "Email Address must be 254 characters or fewer",
      "email",
    ),
    refusal(
      "refuses an intent that is not offered",
      contactFields({ selectedIntent: "services" }),
      "Intent must be one of the offered choices",
      "selectedIntent",
    ),
    refusal("refuses a team size that is not offered", contactFields({ teamSize: "huge" }), "Team size must be one of the offered choices", "teamSize"),
    refusal(
      "refuses a contact source other than the Contact Page",
      contactFields({ source: "Elsewhere" }),
      "Source must be one of the offered choices",
      "source",
    ),
    refusal("refuses a contact enquiry without a source", contactFields({ source: undefined }), "Source must be one of the offered choices", "source"),
    refusal("refuses an agent request without a company name", agentRequestFields({ companyName: undefined }), "Company Name is required", "companyName"),
    refusal(
      "refuses an agent request with an unknown timeline",
      agentRequestFields({ timeline: "tomorrow" }),
      "Timeline must be one of the offered choices",
      "timeline",
    ),
    refusal(
      "refuses an agent request from an unknown page",
      agentRequestFields({ source: "Contact Page" }),
      "Source must be one of the offered choices",
      "source",
    ),
    refusal(
      "refuses an unknown formType",
      contactFields({ formType: "newsletter" }),
      "formType must be one of contact, contact_explore, contact_custom, contact_training, agent_request, quote_request",
    ),
    refusal(
      "refuses a post without a formType",
      contactFields({ formType: undefined }),
      "formType must be one of contact, contact_explore, contact_custom, contact_training, agent_request, quote_request",
    ),
    refusal("refuses a timestamp that is not an ISO time", contactFields({ timestamp: "t" }), "timestamp must be an ISO 8601 date and time"),
    refusal(
      "refuses a timestamp that is not a real date",
      contactFields({ timestamp: "2026-02-30T10:00:00.000Z" }),
      "timestamp must be an ISO 8601 date and time",
    ),
    refusal("refuses a post without a timestamp", contactFields({ timestamp: undefined }), "timestamp must be an ISO 8601 date and time"),
    refusal("refuses a submissionId that is not a UUID", contactFields({ submissionId: "42" }), "submissionId must be a UUID"),
    refusal("refuses a post without a submissionId", contactFields({ submissionId: undefined }), "submissionId must be a UUID"),
    refusal("refuses a post without formShownAt", contactFields({ formShownAt: undefined }), "formShownAt must be an ISO 8601 date and time"),
    refusal("refuses a field no form has", contactFields({ isAdmin: "true" }), 'Unexpected field "isAdmin"'),
    refusal("refuses a field of the other form", contactFields({ agentName: "Sales Pro" }), 'Unexpected field "agentName"'),
    refusal('refuses a field named "constructor"', contactFields({ constructor: "x" }), 'Unexpected field "constructor"'),
    refusal('refuses a field named "__proto__"', { ...contactFields(), ["__proto__"]: "x" }, 'Unexpected field "__proto__"'),
    refusal("refuses a field sent twice", contactFields(), 'Field "email" was sent more than once', undefined, { email: ["other@example.com"] }),

    // ------------------------------------------------------------------ duplicates
    {
      name: "stores a repeated submissionId once and answers every repeat with its id",
      posts: [post(repeat), post(repeat), post(repeat)],
      stored: [storedOf(repeat)],
      mails: contactMails(repeat),
    },
    {
      name: "keeps the first version when a repeat of a submissionId differs",
      posts: [post(changedRepeat), post({ ...changedRepeat, message: "Changed" })],
      stored: [storedOf(changedRepeat)],
    },
    {
      name: "answers the retry of a stored submission as stored even when its address has reached the limit",
      posts: [...sameAddress.slice(0, THROTTLE.perEmailPerHour).map((fields) => post(fields)), post(fifthAgain)],
      stored: sameAddress.slice(0, THROTTLE.perEmailPerHour).map((fields) => storedOf(fields)),
    },

    // ------------------------------------------------------------------ honeypot
    {
      name: "answers a filled honeypot as stored, and neither stores nor mails it",
      posts: [post(honeypot)],
      stored: [],
      mails: [],
    },
    {
      name: "answers a filled honeypot as stored even when the rest is invalid",
      posts: [post(honeypotInvalid)],
      stored: [],
      mails: [],
    },

    // ------------------------------------------------------------------ fast
    {
      name: "stores a submission sent under 2 seconds after the form appeared as suspected spam, and mails nobody",
      posts: [post(fast)],
      stored: [storedOf(fast, { spam: "suspected" })],
      mails: [],
    },
    {
      name: "takes a fast submission with a person's interaction (a restored draft, autofill) as a person's",
      posts: [post(fastPerson)],
      stored: [storedOf(fastPerson)],
      mails: contactMails(fastPerson),
    },
    {
      name: "takes a submission sent 2 seconds after the form appeared as a person's",
      posts: [post(atLimit)],
      stored: [storedOf(atLimit)],
      mails: contactMails(atLimit),
    },

    // ------------------------------------------------------------------ throttle
    {
      // five junk posts with a person's address must not get that person's lead refused.
      name: "stores the sixth submission from one address (in any letter case, NFKC form or +tag) within an hour marked throttled, not mailed on its own, and mails the digest with it",
      posts: [...sameAddress.map((fields) => post(fields)), post(otherAddress)],
      stored: [
        ...sameAddress.slice(0, THROTTLE.perEmailPerHour).map((fields) => storedOf(fields)),
        storedOf(sameAddress[THROTTLE.perEmailPerHour]!, { spam: SPAM_MARKS.throttled }),
        storedOf(otherAddress),
      ],
      jobs: ["sendDigest"],
      // The owner is told of each stored one: the first five and the other address at once, the sixth in the digest.
      mails: [
        ...[...sameAddress.slice(0, THROTTLE.perEmailPerHour), otherAddress].map((fields) => ownerMail(fields, `New enquiry from ${fields.name}`)),
        digestMail([sameAddress[THROTTLE.perEmailPerHour]!], [], [sameAddress[THROTTLE.perEmailPerHour]!]),
      ],
      notified: [...sameAddress, otherAddress].map((fields) => fields.submissionId!),
    },
    {
      // the mail provider's own folding (Gmail ignores dots; googlemail.com is gmail.com).
      name: "counts Gmail addresses with and without dots, and at googlemail.com, as one mailbox",
      posts: sameGmail.map((fields) => post(fields)),
      stored: [
        ...sameGmail.slice(0, THROTTLE.perEmailPerHour).map((fields) => storedOf(fields)),
        storedOf(sameGmail[THROTTLE.perEmailPerHour]!, { spam: SPAM_MARKS.throttled }),
      ],
      mails: sameGmail.slice(0, THROTTLE.perEmailPerHour).map((fields) => ownerMail(fields, `New enquiry from ${fields.name}`)),
    },
    {
      // bots that send what a browser sends, 40 in a minute, cost no person's lead.
      name: "stores every lead of a browser-like burst of 40 in a minute and the person's lead after it, mails the owner the first ones an hour allows, and the digest the rest",
      posts: [...browserLikeBurst, personAfterBurst].map((fields) => post(fields)),
      stored: [...browserLikeBurst, personAfterBurst].map((fields) => storedOf(fields)),
      jobs: ["sendDigest"],
      mails: [
        ...browserLikeBurst.slice(0, OWNER_MAIL.perHour).flatMap(contactMails),
        digestMail([...browserLikeBurst.slice(OWNER_MAIL.perHour), personAfterBurst]),
      ],
      notified: [...browserLikeBurst, personAfterBurst].map((fields) => fields.submissionId!),
    },
    {
      name: "does not count suspected spam against the throttle: after a burst of bot posts the next real lead is stored",
      posts: [...botBurst, realAfterBurst].map((fields) => post(fields)),
      stored: [...botBurst.map((fields) => storedOf(fields, { spam: "suspected" })), storedOf(realAfterBurst)],
      mails: contactMails(realAfterBurst),
    },
    (() => {
      // a script posts the CEO's address five times (slow enough to pass as a person, but no
      // person touched a form); the CEO's own lead, sent from the site, is neither throttled nor left unconfirmed.
      const junk = Array.from({ length: THROTTLE.perEmailPerHour }, () => contactFields({ ...envelope("contact"), email: "ceo@example.com", name: "Junk" }));
      const ceo = contactFields({ email: "CEO@example.com", name: "Chief Executive", interactedAt: new Date().toISOString() });
      return {
        name: "does not let posts without a person's interaction throttle a lead sent from the site with the same address",
        setup: { properties: CONFIRMING, mailQuota: WORKSPACE_QUOTA },
        posts: [...junk, ceo].map((fields) => post(fields)),
        stored: [...junk, ceo].map((fields) => storedOf(fields)),
        mails: [
          // A post no person touched gets no confirmation: the person's own lead does.
          ownerMail(junk[0]!, "New enquiry from Junk"),
          ...junk.slice(1).map((fields) => ownerMail(fields, "New enquiry from Junk")),
          ownerMail(ceo, "New enquiry from Chief Executive"),
          visitorMail(ceo),
        ],
      } satisfies ReceiverCase;
    })(),

    // ------------------------------------------------------------------ formulas
    // multipart/form-data turns every line break into CRLF; both receivers store the visitor's own.
    formulaCase("First line\r\nSecond line\r\n", "First line\nSecond line"),
    formulaCase("=1+1", "'=1+1"),
    formulaCase(" =1+1", "'=1+1"),
    formulaCase("\n=1+1", "'=1+1"),
    formulaCase("\t=SUM(A1:A9)", "'=SUM(A1:A9)"),
    formulaCase("\0=1+1", "'\0=1+1"),
    formulaCase("+1 555 0100", "'+1 555 0100"),
    formulaCase("-2+3", "'-2+3"),
    formulaCase("@SUM(A1)", "'@SUM(A1)"),
    // Full-width signs, which NFKC folds to = + @.
    formulaCase("＝1+1", "'＝1+1"),
    formulaCase("＋1 555 0100", "'＋1 555 0100"),
    formulaCase(" ＠SUM(A1)", "'＠SUM(A1)"),

    // ------------------------------------------------------------------ edits after a lost answer
    {
      name: "keeps both versions when an edit supersedes a stored submission, and marks the older one",
      posts: [post(original), post(edited), post(edited)],
      stored: [storedOf(original, { supersededBy: edited.submissionId }), storedOf(edited)],
      mails: [
        ownerMail(original, "New enquiry from Ada Lovelace"),
        ownerMail(edited, "New enquiry from Ada Lovelace", [`This replaces reference ${ref(original)}`]),
      ],
    },
    {
      // the original arrives after its own edit (its first attempt's answer was lost, and it was sent again later).
      name: "marks an original that arrives after its own edit as replaced by it",
      posts: [post(earlyEdit), post(lateOriginal), post(lateOriginal)],
      stored: [storedOf(earlyEdit), storedOf(lateOriginal, { supersededBy: earlyEdit.submissionId })],
      mails: [
        ownerMail(earlyEdit, "New enquiry from Ada Lovelace", [`This replaces reference ${ref(lateOriginal)}`]),
        ownerMail(lateOriginal, "New enquiry from Ada Lovelace", [`Replaced by reference ${ref(earlyEdit)}`]),
      ],
    },
    {
      name: "stores an edit whose superseded submission never arrived",
      posts: [post(supersedesUnknown)],
      stored: [storedOf(supersedesUnknown)],
    },
    (() => {
      // anyone who saw a reference's id could post an "edit" of it.
      const theirs = contactFields({ email: "ceo@example.com", name: "Chief Executive", message: "First version" });
      const forged = contactFields({ email: "mallory@example.com", name: "Mallory", supersedes: theirs.submissionId });
      const ownEdit = contactFields({ email: "CEO@Example.com", name: "Chief Executive", message: "Edited version", supersedes: theirs.submissionId });
      return {
        name: "honours supersedes only from the same mailbox: an edit naming another address's lead is a lead of its own, and leaves that one as it was",
        posts: [post(theirs), post(ownEdit), post(forged)],
        stored: [storedOf(theirs, { supersededBy: ownEdit.submissionId }), storedOf(ownEdit), storedOf(forged)],
        mails: [
          ownerMail(theirs, "New enquiry from Chief Executive"),
          ownerMail(ownEdit, "New enquiry from Chief Executive", [`This replaces reference ${ref(theirs)}`]),
          {
            ...ownerMail(forged, "New enquiry from Mallory", [
              `It names reference ${ref(theirs)} as the one it replaces, but that lead came from another address`,
            ]),
            without: ["This replaces"],
          },
        ],
      } satisfies ReceiverCase;
    })(),
    (() => {
      const late = contactFields({ email: "ceo@example.com", name: "Chief Executive" });
      const forged = contactFields({ email: "mallory@example.com", name: "Mallory", supersedes: late.submissionId });
      return {
        name: "does not mark an original as replaced by an earlier edit from another address",
        posts: [post(forged), post(late)],
        stored: [storedOf(forged), storedOf(late)],
        mails: [ownerMail(forged, "New enquiry from Mallory"), { ...ownerMail(late, "New enquiry from Chief Executive"), without: ["Replaced by"] }],
      } satisfies ReceiverCase;
    })(),
    refusal("refuses a supersedes that is not a UUID", contactFields({ supersedes: "older" }), "supersedes must be a UUID"),
    {
      name: "neutralizes a formula in the first column of the payload and mails it as typed",
      posts: [post(formulaName)],
      stored: [storedOf(formulaName, { name: '\'=HYPERLINK("http://evil.example","click")' })],
      mails: [ownerMail(formulaName, 'New enquiry from =HYPERLINK("http://evil.example","click")')],
    },
    {
      name: "stores markup as the literal text",
      posts: [post(markup)],
      stored: [storedOf(markup)],
    },

    // ------------------------------------------------------------------ lengths and size
    {
      name: "trims 60,000 spaces before a name, then checks and stores what is left",
      posts: [post(spaces)],
      stored: [storedOf(spaces, { name: "X" })],
    },
    refusal(
      "refuses a name one character over its limit",
      contactFields({ name: "X".repeat(FIELD_LIMITS.name + 1) }),
      "Full Name must be 120 characters or fewer",
      "name",
    ),
    {
      name: "stores a message exactly at its limit",
      posts: [post(longMessage)],
      stored: [storedOf(longMessage)],
    },
    refusal(
      "refuses a message one character over its limit",
      contactFields({ message: "X".repeat(FIELD_LIMITS.longText + 1) }),
      "Message must be 5000 characters or fewer",
      "message",
    ),
    refusal(
      "refuses an ROI estimate over 2,000 characters",
      agentRequestFields({ roiEstimate: "X".repeat(FIELD_LIMITS.roiEstimate + 1) }),
      "ROI estimate must be 2000 characters or fewer",
      "roiEstimate",
    ),
    {
      name: "refuses a body over 64 KB",
      posts: [post(contactFields({ message: "X".repeat(70_000) }))],
      answers: [{ success: false, message: ENDPOINT_MESSAGES.tooLarge }],
      statuses: [413],
      stored: [],
      mails: [],
    },

    // ------------------------------------------------------------------ non-ASCII
    {
      name: "stores an internationalised address and accented and non-Latin text intact",
      posts: [post(international)],
      stored: [storedOf(international)],
      mails: [ownerMail(international, "New enquiry from Zoë Ærøskøbing-Núñez", ["Organization: 株式会社テスト", "Message: Merci beaucoup, à bientôt 👍"])],
    },

    // ------------------------------------------------------------------ storage
    {
      name: "answers a storage failure as retryable with a generic message, and tells the owner once, with the error",
      setup: { storageFails: true },
      posts: [post(contactFields()), post(contactFields())],
      answers: [1, 2].map(() => ({ success: false, message: ENDPOINT_MESSAGES.storageFailed, retryable: true as const })),
      statuses: [500, 500],
      stored: [],
      mails: [
        {
          to: OWNER,
          subject: "Website leads cannot be stored: the spreadsheet refused a lead",
          body: ["in the spreadsheet: ", "at most once an hour", "Sheet: https://"],
        },
      ],
    },
    {
      name: "answers busy as retryable when another submission holds the lock, and tells the owner once",
      only: "receiver",
      setup: { busy: true },
      posts: [post(contactFields()), post(contactFields())],
      answers: [1, 2].map(() => ({ success: false, message: ENDPOINT_MESSAGES.busy, retryable: true as const })),
      statuses: [503, 503],
      stored: [],
      mails: [
        { to: OWNER, subject: "Website leads cannot be stored: the receiver is busy", body: ["the script lock was held for over", "at most once an hour"] },
      ],
    },
    (() => {
      const fields = contactFields();
      // Ours that the owner's sheet lacks, in the order of the columns.
      const others = [
        "timestamp",
        "formType",
        "spam",
        "company",
        "message",
        "selectedIntent",
        "selectedServices",
        "aiMaturityLevel",
        "customAgentIdea",
        "timeline",
        "teamSize",
        "source",
        "userAgent",
        "referrer",
        "submissionId",
        "formShownAt",
        "interactedAt",
        "supersedes",
        "sentBy",
        "supersededBy",
        "notified",
      ];
      return {
        name: "writes by header name into a sheet whose columns the owner reordered and extended, adding the missing ones at the end",
        only: "receiver",
        setup: {
          sheets: {
            Contact: [
              ["email", "Notes", "name", "receivedAt"],
              ["old@example.com", "called back", "Old Lead", "2025-01-01T09:00:00.000Z"],
            ],
          },
        },
        posts: [post(fields)],
        stored: [{ email: "old@example.com", Notes: "called back", name: "Old Lead", receivedAt: "2025-01-01T09:00:00.000Z" }, storedOf(fields)],
        headers: { Contact: ["email", "Notes", "name", "receivedAt", ...others] },
      } satisfies ReceiverCase;
    })(),

    // ------------------------------------------------------------------ e-mail
    (() => {
      // As the site's forms send them: a person touched the form.
      const first = contactFields({ interactedAt: new Date().toISOString() });
      const again = contactFields({ interactedAt: new Date().toISOString() });
      return {
        name: "confirms to the visitor once a day however many enquiries they send, when the owner turns confirmations on",
        only: "receiver",
        setup: { properties: CONFIRMING, mailQuota: WORKSPACE_QUOTA },
        posts: [post(first), post(again)],
        stored: [storedOf(first), storedOf(again)],
        mails: [...contactMails(first), visitorMail(first), ownerMail(again, "New enquiry from Ada Lovelace")],
      } satisfies ReceiverCase;
    })(),
    (() => {
      const lead = contactFields({ interactedAt: new Date().toISOString() });
      return {
        name: "mails only the visitor when NOTIFY_TO is not set and confirmations are on",
        only: "receiver",
        setup: { properties: { CONFIRM_TO_VISITOR: "yes" }, mailQuota: WORKSPACE_QUOTA },
        posts: [post(lead)],
        stored: [storedOf(lead)],
        mails: [visitorMail(lead)],
      } satisfies ReceiverCase;
    })(),
    (() => {
      // 72 posts in an hour, each with another address the bot chose and a person's mark it made up.
      const flood = Array.from({ length: 72 }, (_, index) => contactFields({ email: `target${index}@example.com`, interactedAt: new Date().toISOString() }));
      const person = contactFields({ email: "real.buyer@example.com", interactedAt: new Date().toISOString() });
      const quota = OWNER_MAIL.reserve + 24 * OWNER_MAIL.perHour + OWNER_MAIL.perHour + VISITOR_CONFIRMATIONS.perDay + 60;
      return {
        name: "under a flood of posts with chosen addresses, sends only the day's budget of confirmations and keeps a day of the owner's mails",
        only: "receiver",
        setup: { properties: CONFIRMING, mailQuota: quota },
        posts: [...flood, person].map((fields) => post(fields)),
        stored: [...flood, person].map((fields) => storedOf(fields)),
        // The owner's own hour of single mails and the day's budget of confirmations, one post each; none for
        // the person after them (the rest reach the owner in the digest), and MailApp keeps a day of the owner's mails.
        mails: flood.flatMap((fields, index) => [
          ...(index < OWNER_MAIL.perHour ? [ownerMail(fields, "New enquiry from Ada Lovelace")] : []),
          ...(index < VISITOR_CONFIRMATIONS.perDay ? [visitorMail(fields)] : []),
        ]),
      } satisfies ReceiverCase;
    })(),
    {
      name: "mails only the owner when CONFIRM_TO_VISITOR is false",
      only: "receiver",
      setup: { properties: { NOTIFY_TO: OWNER, CONFIRM_TO_VISITOR: "false" } },
      posts: [post(contact)],
      stored: [storedOf(contact)],
      mails: [ownerMail(contact, "New enquiry from Ada Lovelace")],
    },
    {
      name: "stores the submission, logs the failure and leaves it for the digest when MailApp fails",
      only: "receiver",
      setup: { mailFails: true },
      posts: [post(contact)],
      stored: [storedOf(contact)],
      notified: [],
      mails: [],
      errors: [/Could not e-mail the owner/],
    },
    {
      name: "keeps the last of MailApp's quota for the owner: with little left the owner is mailed and the visitor is not",
      only: "receiver",
      setup: { properties: CONFIRMING, mailQuota: OWNER_MAIL.reserve + 1 },
      posts: [post(personContact)],
      stored: [storedOf(personContact)],
      notified: [personContact.submissionId!],
      mails: [ownerMail(personContact, "New enquiry from Ada Lovelace")],
      // The owner's mail leaves the reserve, which is kept for the digests.
      errors: [new RegExp(`No confirmation to the visitor: MailApp quota left is ${OWNER_MAIL.reserve}\\b`)],
    },
    (() => {
      const lead = contactFields();
      return {
        // a day of bot posts spent the quota down to the reserve; the real lead that follows still reaches the owner.
        name: "with MailApp's quota down to the reserve, stores a lead without mailing it, and the hourly digest mails it once",
        only: "receiver",
        setup: { mailQuota: OWNER_MAIL.reserve },
        posts: [post(lead)],
        stored: [storedOf(lead)],
        jobs: ["sendDigest", "sendDigest"],
        mails: [digestMail([lead])],
        notified: [lead.submissionId!],
        errors: [new RegExp(`waits for the digest: MailApp quota left is ${OWNER_MAIL.reserve}\\b`)],
      } satisfies ReceiverCase;
    })(),
    (() => {
      // The first leads of one mailbox (the sixth marked throttled), then others up to one more than the hour's mails, then a bot.
      const one = Array.from({ length: THROTTLE.perEmailPerHour + 1 }, () => contactFields({ ...envelope("contact"), email: "hasty@example.com" }));
      const others = Array.from({ length: OWNER_MAIL.perHour - THROTTLE.perEmailPerHour + 1 }, (_, i) =>
        contactFields({ ...envelope("contact"), email: `lead-${i}@example.com` }),
      );
      const bot = contactFields({ ...envelope("contact", { shownFor: 200 }), email: "bot@example.com" });
      const throttled = one[THROTTLE.perEmailPerHour]!;
      const unmarked = [...one.slice(0, THROTTLE.perEmailPerHour), ...others];
      const all = [...one, ...others, bot];
      return {
        name: `mails the owner ${OWNER_MAIL.perHour} leads an hour one by one; the hourly digest lists the rest, throttled ones included and suspected spam left out`,
        only: "receiver",
        posts: all.map((fields) => post(fields)),
        stored: [
          ...one.slice(0, THROTTLE.perEmailPerHour).map((fields) => storedOf(fields)),
          storedOf(throttled, { spam: SPAM_MARKS.throttled }),
          ...others.map((fields) => storedOf(fields)),
          storedOf(bot, { spam: SPAM_MARKS.suspected }),
        ],
        jobs: ["sendDigest"],
        mails: [...unmarked.slice(0, OWNER_MAIL.perHour).flatMap(contactMails), digestMail([throttled, unmarked[OWNER_MAIL.perHour]!], [bot], [throttled])],
        notified: [...one, ...others].map((fields) => fields.submissionId!),
      } satisfies ReceiverCase;
    })(),
    (() => {
      // Five posts with the CEO's mailbox (ceo+N@) and a made-up interaction mark the CEO's own lead throttled, then
      // browser-like posts from other addresses outnumber what a digest lists: the CEO's lead still reaches the owner.
      const ceo: Record<string, string> = {
        ...storedOf(contactFields({ email: "ceo@bigclient.example", name: "Chief Executive" })),
        spam: SPAM_MARKS.throttled,
        receivedAt: secondsAgo(50 * 60),
      };
      const bots = Array.from({ length: 3 * DIGEST.maxLeads }, (_, i): Record<string, string> => ({
        ...storedOf(contactFields({ email: `buyer${i}@example.com`, name: "Browser Like" })),
        receivedAt: secondsAgo(i * 10),
      }));
      return {
        name: "carries a throttled person's lead to the owner in the first digest, however many unmarked posts outnumber it",
        only: "receiver",
        setup: { leads: [ceo, ...bots] },
        posts: [],
        answers: [],
        statuses: [],
        jobs: ["sendDigest"],
        stored: [ceo, ...bots],
        mails: [
          {
            to: OWNER,
            subject: `${bots.length + 1} leads from the ${site.name} website, ${DIGEST.maxLeads} listed`,
            body: ["(1 of them marked throttled) are in the attached CSV"],
            csv: [ceo.submissionId!, "ceo@bigclient.example", SPAM_MARKS.throttled],
          },
        ],
        notified: [ceo, ...bots].map((lead) => lead.submissionId!),
      } satisfies ReceiverCase;
    })(),
    (() => {
      // 1,500 posts with long names in the last hour, from one address and so throttled, after a
      // person's lead. Listing them all would be over MailApp's 200 KB, and every digest would fail.
      const flood = Array.from({ length: 1500 }, (_, i): Record<string, string> => ({
        ...storedOf(contactFields({ email: "bot@example.com", name: "Bot ".repeat(30).trim() })),
        spam: SPAM_MARKS.throttled,
        receivedAt: secondsAgo(i * 2),
      }));
      const person: Record<string, string> = {
        ...storedOf(contactFields({ email: "real@example.com", name: "Real Person" })),
        receivedAt: secondsAgo(55 * 60),
      };
      const reference = (lead: Record<string, string>) => submissionReference(lead.submissionId!);
      const listed = (leads: Record<string, string>[]) => leads.map((lead) => `reference ${reference(lead)}`);
      // The flood is newest first; the body takes its newest and its oldest by turns, the CSV carries every lead.
      const half = DIGEST.maxLeads / 2;
      const end = flood.length;
      const rest = end + 1 - DIGEST.maxLeads;
      return {
        name: "keeps the digest within MailApp's limits in a flood: it lists the person's lead first, then the newest and oldest others, and carries every lead as CSV",
        only: "receiver",
        setup: { leads: [person, ...flood] },
        posts: [],
        answers: [],
        statuses: [],
        jobs: ["sendDigest", "sendDigest"],
        stored: [person, ...flood],
        // One digest: nothing waits for a second.
        mails: [
          {
            to: OWNER,
            subject: `${end + 1} leads from the ${site.name} website, ${DIGEST.maxLeads} listed`,
            body: [
              ...listed([person, ...flood.slice(0, half), ...flood.slice(end - half + 1)]),
              `${rest} more leads (${rest} of them marked throttled) are in the attached CSV`,
              "Sheet: https://",
            ],
            without: [flood[half]!, flood[end - half]!].map(reference),
            csv: [person, ...flood].map((lead) => lead.submissionId!),
          },
        ],
        notified: [person, ...flood].map((lead) => lead.submissionId!),
      } satisfies ReceiverCase;
    })(),
    ...[
      // the owner archived the sheet (the next lead makes a new one) or deleted the row; the retry comes days late.
      { what: "renamed the sheet", change: (): Partial<Post> => ({ renameSheet: ["Contact", "Contact 2026"] }), kept: true },
      { what: "deleted the row", change: (fields: Fields): Partial<Post> => ({ deleteRowOf: fields.submissionId }), kept: false },
    ].map(({ what, change, kept }) => {
      const fields = contactFields();
      return {
        name: `answers a retry ${ID_MEMORY_HOURS / 2} hours late as stored after the owner ${what}, storing and mailing it once`,
        only: "receiver",
        posts: [post(fields), { ...post(fields), ...change(fields), hoursLater: ID_MEMORY_HOURS / 2 }],
        stored: kept ? [storedOf(fields)] : [],
        mails: contactMails(fields),
      } satisfies ReceiverCase;
    }),
    (() => {
      const fields = contactFields();
      const columns = ["receivedAt", "timestamp", "formType", "spam", "name", "email", "submissionId"];
      return {
        name: "finds the header row under a title row the owner added, and stores a retry of a stored id once",
        only: "receiver",
        setup: { sheets: { Contact: [["Lumenfold leads"], columns] } },
        posts: [post(fields), post(fields)],
        stored: [storedOf(fields)],
      } satisfies ReceiverCase;
    })(),
    (() => {
      const fields = contactFields();
      const renamed = ["receivedAt", "timestamp", "formType", "name", "email", "Submission ID"];
      const oldRow = ["2025-01-01T09:00:00.000Z", "2025-01-01T09:00:00.000Z", "contact", "Old Lead", "old@example.com", "old-id"];
      return {
        name: "adds the submissionId column back when the owner renamed it, and stores a retry once",
        only: "receiver",
        setup: { sheets: { Contact: [renamed, oldRow] } },
        posts: [post(fields), post(fields)],
        stored: [
          {
            receivedAt: "2025-01-01T09:00:00.000Z",
            timestamp: "2025-01-01T09:00:00.000Z",
            formType: "contact",
            name: "Old Lead",
            email: "old@example.com",
            "Submission ID": "old-id",
          },
          storedOf(fields),
        ],
      } satisfies ReceiverCase;
    })(),

    // ------------------------------------------------------------------ retention
    (() => {
      // leads are kept then deleted, in every form's sheet.
      const expired = { ...storedOf(contactFields({ name: "Expired Lead" })), receivedAt: daysAgo(leadRetentionDays + 1) };
      const expiredRequest = { ...storedOf(agentRequestFields()), receivedAt: daysAgo(leadRetentionDays + 2) };
      const kept = { ...storedOf(contactFields({ name: "Recent Lead" })), receivedAt: daysAgo(leadRetentionDays - 1) };
      const undated = { ...storedOf(contactFields({ name: "Undated Lead" })) };
      const fresh = contactFields();
      return {
        name: `deletes the leads received more than ${leadRetentionDays} days ago, and keeps younger ones and rows without receivedAt`,
        setup: { leads: [expired, kept, undated, expiredRequest] },
        posts: [post(fresh)],
        jobs: ["deleteExpiredLeads"],
        stored: [kept, { ...undated, receivedAt: "" }, storedOf(fresh)],
      } satisfies ReceiverCase;
    })(),
  ];
}
