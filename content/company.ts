// The company's own facts, in one place: who runs the site, how to reach its privacy and security
// contacts, how long leads are kept, what it holds in certifications and security practice, and
// the providers that process data for it. The privacy notice, the legal notice, the trust page and
// security.txt read them from here.
//
// Only the owner can confirm these: each is an owner fact (content/owner-fact.ts), written
// `{ confirmed: false, value }` until the owner has checked it and `confirmed: true` after. An unconfirmed
// value is the honest best we know, never an invented name, and the pages do not state it as fact.
import { z } from "zod";
import { site } from "@/content/site";
import { subProcessorCategories } from "@/content/choices";
import { ownerFact } from "@/content/owner-fact";

const text = z.string().trim().min(1);

/** Status of a certification or attestation, worded on the trust page (lib/legal/trust.ts). */
export const certificationStatuses = ["held", "in-progress", "planned", "not-held"] as const;

/** What a provider does for us: the site's own lead forms and hosting, or a kind of agent sub-processor. */
const processorRoles = ["lead-forms", "site-hosting", ...subProcessorCategories] as const;

const isoDate = z.iso.date();

const subProcessorSchema = z.object({
  /** What it is for; also its row's id on the sub-processors page, which each listing links to. */
  role: z.enum(processorRoles),
  /** The service we use, in a few words. */
  service: text,
  purpose: text,
  /** The kinds of personal data it handles. */
  dataCategories: z.array(text).min(1),
  /**
   * Who provides it, where, under which transfer mechanism, and the day it was added to this list:
   * the owner's to confirm. Until then the pages name the service, never the provider.
   */
  provider: ownerFact(z.object({ entity: text, location: text, transferMechanism: text, added: isoDate })),
});
export type SubProcessor = z.infer<typeof subProcessorSchema>;

/** @internal Exported for the tests and the build's checks (knip --production). */
export const companySchema = z.object({
  /** The registered name, with its legal form. */
  legalName: ownerFact(text),
  /** The registered address, one line each. */
  address: ownerFact(z.array(text).min(1)),
  /** The commercial register and number. */
  registration: ownerFact(text),
  vatId: ownerFact(text),
  /** The person responsible for the site's content (e.g. under § 18(2) MStV in Germany). */
  contentResponsible: ownerFact(text),
  /** Where a visitor sends a privacy request or question. */
  privacyContact: ownerFact(z.email()),
  /** The appointed data protection officer; null while none is named. */
  dataProtectionOfficer: ownerFact(z.object({ name: text, email: z.email() }).nullable()),
  /** The authority that supervises us (where we are established); null while not named. */
  supervisoryAuthority: ownerFact(z.object({ name: text, url: z.url() }).nullable()),
  /** Where a security researcher reports a vulnerability (security.txt's Contact). */
  securityContact: ownerFact(z.email()),
  /** Days a lead (a form submission) is kept before the receivers delete it. */
  leadRetentionDays: ownerFact(z.int().positive()),
  certifications: ownerFact(z.array(z.object({ standard: text, status: z.enum(certificationStatuses), detail: text.optional() })).min(1)),
  penetrationTesting: ownerFact(text),
  security: z.object({
    encryptionInTransit: ownerFact(text),
    encryptionAtRest: ownerFact(text),
    accessControl: ownerFact(text),
    incidentResponse: ownerFact(text),
    backups: ownerFact(text),
  }),
  /** Hours from becoming aware of a personal data breach to telling the affected customers. */
  breachNoticeHours: ownerFact(z.int().positive()),
  /** The law that governs the terms of use. */
  governingLaw: ownerFact(text),
  /** Where a customer asks for the data processing agreement. */
  dpaContact: ownerFact(z.email()),
  /** Every provider that processes personal data for us or for our customers' agents. */
  subProcessors: z.array(subProcessorSchema).min(1),
  /** Days between publishing a change to the sub-processors and its taking effect, in which a customer may object. */
  subProcessorObjectionDays: ownerFact(z.int().positive()),
  /** Dated changes to the sub-processors, newest first: the page's change log and its Atom feed. */
  subProcessorChanges: z
    .array(z.object({ date: isoDate, change: text }))
    .min(1)
    .refine((changes) => changes.every((change, index) => index === 0 || changes[index - 1]!.date >= change.date), {
      error: "is not newest first",
    }),
});

export type Company = z.infer<typeof companySchema>;

/** Transfers from the EU region, as listings describe the regions (`listing.data.processedIn` in content/agents/<slug>.yaml). */
const regionalTransfers =
  "None in the EU region. In the US region, the EU-US Data Privacy Framework where the provider is certified, and Standard Contractual Clauses otherwise.";
const customerRegion = "The EU or US region the customer chooses at set-up";
/** The day the sub-processor list was first published. */
const LIST_PUBLISHED = "2026-11-26";

export const company: Company = companySchema.parse({
  legalName: { confirmed: false, value: site.name },
  address: { confirmed: false, value: [`Available on request from ${site.email}`] },
  registration: { confirmed: false, value: `Available on request from ${site.email}` },
  vatId: { confirmed: false, value: `Available on request from ${site.email}` },
  contentResponsible: { confirmed: false, value: `The management of ${site.name}` },
  privacyContact: { confirmed: false, value: site.email },
  dataProtectionOfficer: { confirmed: false, value: null },
  supervisoryAuthority: { confirmed: false, value: null },
  securityContact: { confirmed: false, value: site.email },
  leadRetentionDays: { confirmed: false, value: 365 },
  certifications: { confirmed: false, value: [
    { standard: "SOC 2 Type II", status: "not-held" },
    { standard: "ISO/IEC 27001", status: "not-held" },
  ] },
  penetrationTesting: { confirmed: false, value: "No independent penetration test report is available yet." },
  security: {
    encryptionInTransit: { confirmed: false, value: "Traffic to this website and to every agent is encrypted with TLS; the website is served over HTTPS only, with HSTS." },
    encryptionAtRest: { confirmed: false, value: "Customer data is stored encrypted at rest (AES-256) by our cloud provider." },
    accessControl: { confirmed: false, value: "Only the engineers who run a customer's deployment can reach its data, through single sign-on with multi-factor authentication; access is logged and reviewed." },
    incidentResponse: { confirmed: false, value: "A reported vulnerability or incident is triaged the day it reaches us, contained, and followed by a written account for every affected customer." },
    backups: { confirmed: false, value: "Customer data is backed up daily, encrypted, in the customer's region, and kept for 30 days." },
  },
  breachNoticeHours: { confirmed: false, value: 48 },
  governingLaw: { confirmed: false, value: "The law of the country where we are registered, without taking away the protection that the mandatory law of your own country gives you." },
  dpaContact: { confirmed: false, value: site.email },
  subProcessors: [
    {
      role: "lead-forms",
      service: "Form storage and e-mail",
      purpose: "Stores the inquiries and agent requests sent through this website's forms, and e-mails them to our team and a confirmation to the sender.",
      dataCategories: ["Name, e-mail address, company and phone number as typed", "The message and the form's answers"],
      provider: { confirmed: false, value: {
        entity: "Google (Google Sheets, Gmail and Apps Script)",
        location: "Google's data centers in the EU, the US and other countries",
        transferMechanism: "EU-US Data Privacy Framework (Google LLC is certified) and Standard Contractual Clauses",
        added: LIST_PUBLISHED,
      } },
    },
    {
      role: "site-hosting",
      service: "Website hosting and delivery",
      purpose: "Delivers this website's pages; its servers receive each visitor's IP address and the page requested.",
      dataCategories: ["IP address", "The page requested, with its referrer and browser"],
      provider: { confirmed: false, value: {
        entity: "Our website hosting provider",
        location: "Its content delivery network, worldwide",
        transferMechanism: "EU-US Data Privacy Framework or Standard Contractual Clauses",
        added: LIST_PUBLISHED,
      } },
    },
    {
      role: "cloud-hosting",
      service: "Cloud hosting",
      purpose: "Runs each agent and stores its data.",
      dataCategories: ["Everything the agent reads and writes, as its listing states"],
      provider: { confirmed: false, value: { entity: "Our cloud provider", location: customerRegion, transferMechanism: regionalTransfers, added: LIST_PUBLISHED } },
    },
    {
      role: "language-model",
      service: "Language model hosting",
      purpose: "Runs the language models that read and write each agent's messages.",
      dataCategories: ["The messages, calls (as text) and documents the agent reads, and what it writes"],
      provider: { confirmed: false, value: { entity: "Our language model host", location: customerRegion, transferMechanism: regionalTransfers, added: LIST_PUBLISHED } },
    },
    {
      role: "speech",
      service: "Speech recognition and synthesis",
      purpose: "Speech recognition and the synthetic voice of the agents that take calls.",
      dataCategories: ["Callers' voices", "Phone numbers"],
      provider: { confirmed: false, value: { entity: "Our speech provider", location: customerRegion, transferMechanism: regionalTransfers, added: LIST_PUBLISHED } },
    },
    {
      role: "telephony",
      service: "Telephony and SMS",
      purpose: "Connects the calls and sends the text messages of the agents that use a phone line.",
      dataCategories: ["Phone numbers", "Call audio in transit", "Text messages"],
      provider: { confirmed: false, value: {
        entity: "Our telephony and SMS provider",
        location: "The customer's region where the provider offers it; calls and texts also cross the phone networks between caller and agent",
        transferMechanism: regionalTransfers,
        added: LIST_PUBLISHED,
      } },
    },
    {
      role: "messaging",
      service: "WhatsApp messaging",
      purpose: "Carries the chats of agents a customer runs on WhatsApp.",
      dataCategories: ["Phone numbers and WhatsApp profile names", "Chat messages"],
      provider: { confirmed: false, value: {
        entity: "WhatsApp (Meta)",
        location: "Meta's data centers, including in the US",
        transferMechanism: "EU-US Data Privacy Framework (Meta Platforms is certified) and Standard Contractual Clauses",
        added: LIST_PUBLISHED,
      } },
    },
  ],
  subProcessorObjectionDays: { confirmed: false, value: 30 },
  subProcessorChanges: [
    {
      date: LIST_PUBLISHED,
      change: "First publication of this list, with the service, purpose, data and location of each sub-processor. A provider still to be named is listed by its service.",
    },
  ],
} satisfies z.input<typeof companySchema>);

/** Days a lead is kept; the receivers delete rows older than this. */
export const leadRetentionDays = company.leadRetentionDays.value;

