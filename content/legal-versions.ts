// The versions of every legal and trust document (the privacy and legal notices, the trust page, the
// DPA, the questionnaire, the sub-processors page and the disclosure policy): each page shows its
// latest version and date near the top, with what changed in it and in the versions before, and the
// questionnaire's JSON carries its own.
// Add a version at the top of a document's list whenever its text changes in substance.
import { z } from "zod";

const text = z.string().trim().min(1);

const versionSchema = z.object({
  version: z.int().positive(),
  /** The day this version was published. */
  date: z.iso.date(),
  /** What changed from the version before, one sentence each, as a reader would notice it. */
  changes: z.array(text).min(1),
});

export type DocumentVersion = z.infer<typeof versionSchema>;

/**
 * A document's versions, newest first: versions unique and falling, each dated on or before the one above it.
 * @internal Exported for the tests and the build's checks (knip --production).
 */
export const versionHistorySchema = z
  .array(versionSchema)
  .min(1)
  .superRefine((versions, context) => {
    versions.slice(1).forEach((older, i) => {
      const newer = versions[i]!;
      if (older.version >= newer.version) {
        context.addIssue({ code: "custom", path: [i + 1, "version"], message: `Version ${older.version} must be lower than version ${newer.version} above it (newest first, each number once)` });
      }
      if (older.date > newer.date) {
        context.addIssue({ code: "custom", path: [i + 1, "date"], message: `${older.date} is after ${newer.date} above it (newest first)` });
      }
    });
  });

/** @internal Exported for the tests and the build's checks (knip --production). */
export const legalDocuments = ["privacy", "legal", "trust", "dpa", "questionnaire", "sub-processors", "vulnerability-disclosure"] as const;
export type LegalDocumentId = (typeof legalDocuments)[number];

const numberedAndDated = "Each version of this page is now numbered and dated, with what changed in it.";

export const legalVersions: Record<LegalDocumentId, DocumentVersion[]> = z
  // Keyed by an enum, a zod record needs every document.
  .record(z.enum(legalDocuments), versionHistorySchema)
  .parse({
    privacy: [
      {
        version: 3,
        date: "2026-11-28",
        changes: [
          "It names the provider that stores and e-mails your form submissions only once we have confirmed it, as the table of providers does.",
          "It says the sub-processors page lists the providers of our agents, and whether they are named yet.",
        ],
      },
      {
        version: 2,
        date: "2026-11-26",
        changes: [
          numberedAndDated,
          "It says whether this website runs web analytics; in a build that does (Vercel Web Analytics), it says what is collected, on what legal basis, and that Vercel receives it.",
          "It describes the confirmation e-mail our form receiver can send you: what it says, who sends it, and that it goes only to the address you typed.",
          "It says how long the e-mails about a submission, to our team and to you, are kept.",
          "It names our address, registration and other company details only once we have confirmed them, and says where to ask until then.",
        ],
      },
      {
        version: 1,
        date: "2026-11-25",
        changes: ["First published: what the forms collect, why, who receives it, how long it is kept, the browser storage used, and your rights."],
      },
    ],
    legal: [
      {
        version: 2,
        date: "2026-11-26",
        changes: [numberedAndDated, "Company details we have not confirmed yet are marked as such instead of being stated as fact."],
      },
      {
        version: 1,
        date: "2026-11-25",
        changes: ["First published: who runs this website, and the terms of use."],
      },
    ],
    trust: [
      {
        version: 3,
        date: "2026-11-28",
        changes: [
          "It opens with where each area of a security review stands, read from our questionnaire answers, after the documents.",
          "Until we confirm a security address, it sends reports to our contact page, as security.txt and the disclosure policy do.",
          "The security practice is set out by area, with logging and monitoring, key management, secure development, continuity and recovery, people, customer access and AI added; what we have not confirmed yet is named in one line per area.",
        ],
      },
      {
        version: 2,
        date: "2026-11-26",
        changes: [
          numberedAndDated,
          "The sub-processors moved to a page of their own, with the data each handles, the date each was added, a dated change log and its Atom feed.",
          "It links the data processing agreement with its annex of security measures, the questionnaire answers, the vulnerability disclosure policy and each agent's model and system card.",
          "Security measures, certifications and providers we have not confirmed yet say so, instead of being stated as fact.",
          'The "Enterprise Ready" tag shows on an agent only once its evidence is confirmed; until then this page says what is missing.',
        ],
      },
      {
        version: 1,
        date: "2026-11-25",
        changes: ['First published: certifications, security practice, data protection, sub-processors and what "Enterprise Ready" means.'],
      },
    ],
    dpa: [
      {
        version: 3,
        date: "2026-11-28",
        changes: [
          "It gives one address to ask for a copy to sign, the same as the trust page's.",
          "The annex of security measures adds governance, key management, logging and monitoring, network and tenant isolation, secure development, continuity and recovery, people, customer access, sub-processor reviews and the agents' AI safeguards, as the trust page lists them.",
        ],
      },
      {
        version: 2,
        date: "2026-11-28",
        changes: [
          numberedAndDated,
          "We tell you at once of an instruction we think infringes data protection law (Art. 28(3), second subparagraph), and stay liable to you for our sub-processors (Art. 28(4)).",
          "It says how audits work, and what follows when you object to a new sub-processor.",
          "It adds the structure of the annexes to the Standard Contractual Clauses, and our terms on requests from public authorities, liability, governing law and precedence, each marked until we confirm it.",
        ],
      },
      {
        version: 1,
        date: "2026-11-26",
        changes: ["First published: each agent's processing details, the processor's obligations, sub-processors, transfers and the annex of security measures."],
      },
    ],
    questionnaire: [
      {
        version: 3,
        date: "2026-11-28",
        changes: [
          "It covers the areas of a CAIQ-Lite or SIG-Lite review, with an AI addendum: 61 questions, up from 29. New: key management, customer access (single sign-on, roles, audit log), logging and monitoring, network and tenant isolation, secure development, continuity and recovery (RTO and RPO), people, sub-processor reviews, and each agent's model, evaluation, prompt-injection and output controls, model changes and monitoring.",
          "Each certification answer names its standard, and the security contact answer gives the contact page that takes reports until a security address is confirmed.",
        ],
      },
      {
        version: 2,
        date: "2026-11-28",
        changes: [
          numberedAndDated,
          'Our commitments (the data processing agreement, the notice before a sub-processor changes, the basis of transfers to the US region, no training on your data and the HIPAA business associate agreement) answer "Not confirmed yet" until we confirm them, instead of "yes" or "no".',
          "It asks whether the agents mark what they generate as AI-generated (EU AI Act Art. 50(2)), answered from the same statement as each listing.",
          "The JSON download gives this version and its date.",
        ],
      },
      {
        version: 1,
        date: "2026-11-26",
        changes: ["First published: answers on governance, certifications, encryption, access, incidents, backups, sub-processors, transfers, retention, AI and vulnerability management, also as JSON and CSV."],
      },
    ],
    "sub-processors": [
      {
        version: 3,
        date: "2026-11-28",
        changes: ["The WhatsApp row says that chats pass through Meta's servers, as WhatsApp is Meta's service, whichever provider connects an agent to it."],
      },
      {
        version: 2,
        date: "2026-11-28",
        changes: [numberedAndDated],
      },
      {
        version: 1,
        date: "2026-11-26",
        changes: ["First published: each service that processes personal data, with its provider once we confirm it, the data, location, transfer mechanism and date added, a dated change log and its Atom feed."],
      },
    ],
    "vulnerability-disclosure": [
      {
        version: 2,
        date: "2026-11-28",
        changes: [numberedAndDated],
      },
      {
        version: 1,
        date: "2026-11-26",
        changes: ["First published: what is in scope, how to report a vulnerability, our safe harbor and how fast we answer."],
      },
    ],
  } satisfies Record<LegalDocumentId, z.input<typeof versionHistorySchema>>);
