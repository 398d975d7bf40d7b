// Answers to the questions of a security and data protection questionnaire (CAIQ-lite), computed
// once from the content the trust pages show: the company's facts, the trust documents' facts, the
// claims and the listings. The questionnaire page, its JSON and its CSV all render this one list.
// An owner fact not confirmed yet answers "Not confirmed yet", never its value.
import { previewField, previewNotice } from "@/lib/launch/preview";
import { claimFacts, type ClaimFacts } from "@/content/claim-facts";
import { company as siteCompany, type Company } from "@/content/company";
import type { OwnerFact } from "@/content/owner-fact";
import { legalVersions } from "@/content/legal-versions";
import { site } from "@/content/site";
import { practiceKeysIn, securityPractice, trustAreas, type TrustArea } from "@/content/trust-areas";
import { trustDocuments as siteTrustDocuments, type TrustDocuments } from "@/content/trust-documents";
import type { Agent, AgentListing } from "@/content/types";
import { getAllAgents } from "@/lib/agents/catalog";
import { listingFor } from "@/lib/agents/listings";
import { sccModuleText } from "@/lib/legal/dpa";
import { NOT_CONFIRMED_YET, allConfirmed, stated } from "@/lib/legal/owner-facts";
import { namingSentence } from "@/lib/legal/sub-processors";
import { breachNoticeText } from "@/lib/legal/security-measures";
import { certificationStatus } from "@/lib/legal/trust";
import { responseSummary } from "@/lib/legal/vulnerability-response";
import { securityReportChannel, securityTxtPath } from "@/lib/legal/security-txt";
import { trustCenterHrefs } from "@/lib/site/hrefs";
import { listSentence } from "@/lib/site/list-sentence";
import { absoluteUrl } from "@/lib/site/urls";
import { groupedInOrder } from "@/lib/site/grouped";

/**
 * The state of an answer: a fact the owner has not confirmed yet is never "yes" or "no".
 * @internal Exported for the tests and the build's checks (knip --production).
 */
export const answerStates = ["yes", "no", "not yet", "not confirmed yet"] as const;

type AnswerState = (typeof answerStates)[number];

export type QuestionnaireAnswer = { id: string; domain: string; question: string; answer: string; state: AnswerState };

/** What the answers are computed from: the site's content by default, a fixture in the tests. */
export type QuestionnaireContent = {
  company: Company;
  trustDocuments: TrustDocuments;
  claims: ClaimFacts;
  agents: readonly { agent: Agent; listing: AgentListing }[];
};

/** @internal Exported for the tests and the build's checks (knip --production). */
export function questionnaireContent(): QuestionnaireContent {
  return {
    company: siteCompany,
    trustDocuments: siteTrustDocuments,
    claims: claimFacts,
    agents: getAllAgents().map((agent) => ({ agent, listing: listingFor(agent.slug) })),
  };
}

type Answer = Pick<QuestionnaireAnswer, "answer" | "state">;

const notConfirmedYet: Answer = { answer: NOT_CONFIRMED_YET, state: "not confirmed yet" };

/** The answer from an owner fact: its confirmed answer, or "Not confirmed yet". */
function fromFact<Value>(fact: OwnerFact<Value>, whenConfirmed: (value: Value) => Answer): Answer {
  return stated(fact, whenConfirmed, notConfirmedYet);
}

const yes = (answer: string): Answer => ({ answer, state: "yes" });

/** "Yes. <the fact's text>" once the owner has confirmed it. */
const yesFromText = (fact: OwnerFact<string>) => fromFact(fact, (text) => yes(`Yes. ${text}`));

type Question = { domain: TrustArea; question: string } & Answer;

/**
 * One answer about every agent, from facts each listing holds: each agent's confirmed wording, or
 * "Not confirmed yet" beside its name; "yes" once every agent's facts are confirmed.
 */
function perAgent(
  agents: QuestionnaireContent["agents"],
  factsOf: (entry: QuestionnaireContent["agents"][number]) => OwnerFact<string>[],
  words: (...values: string[]) => string,
): Answer {
  const facts = agents.map(factsOf);
  if (!facts.flat().some((fact) => fact.confirmed)) return notConfirmedYet;
  const lines = agents.map(({ agent }, index) => {
    const own = facts[index]!;
    return `${agent.name}: ${allConfirmed(own) ? words(...own.map((fact) => fact.value)) : `${NOT_CONFIRMED_YET}.`}`;
  });
  return { answer: lines.join(" "), state: allConfirmed(facts.flat()) ? "yes" : "not confirmed yet" };
}

/** The security address once confirmed; until then, the contact page that security.txt and the disclosure policy give. */
function securityContactAnswer(company: Company): Answer {
  const policy = `Our vulnerability disclosure policy says how to report: ${absoluteUrl(trustCenterHrefs.vulnerabilityDisclosure)}`;
  const { email, href } = securityReportChannel(company.securityContact);
  if (email) return yes(`Yes: ${email}. ${policy}`);
  return { answer: `${NOT_CONFIRMED_YET}. Until it is, reports reach us through our contact page: ${href}. ${policy}`, state: "not confirmed yet" };
}

function governance({ company, claims }: QuestionnaireContent): Question[] {
  const domain = "Governance";
  return [
    {
      domain,
      question: "Do you name a contact for security reports?",
      ...securityContactAnswer(company),
    },
    {
      domain,
      question: "Have you appointed a data protection officer?",
      ...fromFact(company.dataProtectionOfficer, (officer) =>
        officer ? yes(`Yes: ${officer.name}, ${officer.email}.`) : { answer: "No data protection officer is appointed.", state: "no" },
      ),
    },
    {
      domain,
      question: "Do you sign a data processing agreement under GDPR Art. 28 with your customers?",
      ...fromFact(claims.dpaWithEveryCustomer, (text) => yes(`Yes. ${text} Its terms: ${absoluteUrl(trustCenterHrefs.dpa)}`)),
    },
  ];
}

function certifications({ company }: QuestionnaireContent): Question[] {
  return company.certifications.value.map((certification, index) => {
    const shown = certificationStatus(company.certifications, index);
    // Each answer names its standard, so it reads alone in the trust page's summary.
    const answer: Answer = !shown
      ? notConfirmedYet
      : shown.status === "held"
        ? yes(`Yes: ${certification.standard}${certification.detail ? `, ${certification.detail}` : ""}.`)
        : { answer: `${certification.standard}: ${shown.text}.`, state: shown.status === "not-held" ? "no" : "not yet" };
    return { domain: "Certifications", question: `Do you hold ${certification.standard}?`, ...answer };
  });
}

function incidentResponse({ company }: QuestionnaireContent): Question[] {
  return [
    {
      domain: "Incident response",
      question: "Do you notify customers of a personal data breach, and within how many hours?",
      ...fromFact(company.breachNoticeHours, () => yes(`Yes. ${breachNoticeText(company)}`)),
    },
  ];
}

function subProcessors({ company, claims }: QuestionnaireContent): Question[] {
  const domain = "Sub-processors";
  const rows = company.subProcessors;
  const list = absoluteUrl(trustCenterHrefs.subProcessors);
  return [
    {
      domain,
      question: "Do you publish the list of your sub-processors, naming each provider?",
      ...(allConfirmed(rows.map((row) => row.provider))
        ? yes(`Yes: ${listSentence(rows.map((row) => row.provider.value.entity))}. ${list}`)
        : { answer: `Not yet. ${namingSentence(rows)} ${list}`, state: "not yet" }),
    },
    { domain, question: "Do you tell customers before you add or replace a sub-processor?", ...yesFromText(claims.subProcessorChangeNotice) },
  ];
}

function transfers({ company, trustDocuments, claims }: QuestionnaireContent): Question[] {
  const domain = "Data location and transfers";
  const hosting = company.subProcessors.find((row) => row.role === "cloud-hosting")?.provider;
  return [
    {
      domain,
      question: "Where is customer data processed, and can the customer choose?",
      ...(hosting ? fromFact(hosting, ({ location }) => yes(`Yes. ${location}.`)) : notConfirmedYet),
    },
    {
      domain,
      question: "Are transfers of personal data out of the EU/EEA covered by a recognized transfer mechanism?",
      ...yesFromText(claims.usTransferBasis),
    },
    {
      domain,
      question: "Do you have the Standard Contractual Clauses in place, and in which module?",
      ...fromFact(trustDocuments.sccModule, () => yes(`Yes. ${sccModuleText(trustDocuments)}`)),
    },
  ];
}

function retention({ company, trustDocuments, agents }: QuestionnaireContent): Question[] {
  const domain = "Retention and deletion";
  return [
    {
      domain,
      question: "Is a retention period set for the data each agent keeps?",
      ...yes(`Yes. ${agents.map(({ agent, listing }) => `${agent.name}: ${listing.data.retention}`).join(" ")}`),
    },
    {
      domain,
      question: "Do you return or delete customer data when the agreement ends?",
      ...fromFact(trustDocuments.deletionAfterTermDays, (days) => yes(`Yes, at the customer's choice, within ${days} days of the end of the agreement.`)),
    },
    {
      domain,
      question: "Do you delete the inquiries sent through your website after a set period?",
      ...fromFact(company.leadRetentionDays, (days) => yes(`Yes, after ${days} days.`)),
    },
  ];
}

const riskClassLabels: Record<AgentListing["risk"]["euAiActClass"], string> = { minimal: "minimal risk", limited: "limited risk", high: "high-risk" };

function ai({ agents, claims, trustDocuments }: QuestionnaireContent): Question[] {
  const domain = "AI";
  const names = (list: typeof agents) => listSentence(list.map(({ agent }) => agent.name));
  const conversing = agents.filter(({ listing }) => listing.risk.talksWith);
  const highRisk = agents.filter(({ listing }) => listing.risk.euAiActClass === "high");
  const healthData = agents.filter(({ listing }) => listing.data.mayProcessHealthData);
  const generating = agents.filter(({ listing }) => listing.risk.generates?.length);
  return [
    {
      domain,
      question: "Do you use customer data to train or fine-tune AI models?",
      ...fromFact(claims.noTrainingOnCustomerData, (text) => ({ answer: `No. ${text}`, state: "no" })),
    },
    {
      domain,
      question: "Can a person take over from an agent?",
      ...yes(`Yes. Each of our ${agents.length} agents hands over to a person in the cases its listing names, and its listing says how.`),
    },
    {
      domain,
      question: "Do the agents tell people they are talking to an AI?",
      ...yes(
        `Yes. Each agent that converses with people (${conversing.length} of ${agents.length}) tells them at the start that it is an AI (EU AI Act Art. 50(1)).`,
      ),
    },
    {
      domain,
      question: "Do the agents mark the content they generate as AI-generated in a machine-readable way (EU AI Act Art. 50(2))?",
      ...fromFact(trustDocuments.outputMarking, () =>
        yes(
          `Yes. Each agent that generates voice, e-mails, chat replies or written content (${generating.length} of ${agents.length}) marks it; its listing says how.`,
        ),
      ),
    },
    {
      domain,
      question: "Which model, from which provider, does each agent run on?",
      ...perAgent(
        agents,
        ({ listing }) => [listing.model.provider, listing.model.family],
        (provider, family) => `${family}, from ${provider}.`,
      ),
    },
    {
      domain,
      question: "How was each agent evaluated before release?",
      ...perAgent(
        agents,
        ({ listing }) => [listing.evaluation],
        (evaluation) => evaluation,
      ),
    },
    {
      domain,
      question: "Have you classified each agent under the EU AI Act?",
      ...yes(`Yes. ${agents.map(({ agent, listing }) => `${agent.name}: ${riskClassLabels[listing.risk.euAiActClass]}.`).join(" ")}`),
    },
    {
      domain,
      question: "Is any agent a high-risk AI system under the EU AI Act?",
      ...(highRisk.length > 0
        ? yes(`Yes: ${names(highRisk)}, with the provider's duties its listing names.`)
        : { answer: "No. None of our agents is a high-risk AI system.", state: "no" as const }),
    },
    {
      domain,
      question: "Do you sign a HIPAA business associate agreement for agents that may process health information?",
      ...(healthData.length > 0
        ? fromFact(claims.healthDataWithAgreement, (text) =>
            yes(`Yes, for the agents that may process health information (${names(healthData)}). Each one's listing says: "${text}"`),
          )
        : { answer: "No. None of our agents is meant to process health information.", state: "no" as const }),
    },
  ];
}

function vulnerabilities({ trustDocuments }: QuestionnaireContent): Question[] {
  const domain = "Vulnerability management";
  return [
    { domain, question: "Do you publish a vulnerability disclosure policy?", ...yes(`Yes: ${absoluteUrl(trustCenterHrefs.vulnerabilityDisclosure)}`) },
    { domain, question: "Do you publish a security.txt file (RFC 9116)?", ...yes(`Yes: ${absoluteUrl(securityTxtPath)}`) },
    {
      domain,
      question: "Do you commit to response times for reported vulnerabilities?",
      ...fromFact(trustDocuments.vulnerabilityResponse, () => yes(`Yes. ${responseSummary(trustDocuments)}`)),
    },
  ];
}

/** The questions each area asks beyond its security practice, computed from the content. */
const derivedQuestions: Partial<Record<TrustArea, (content: QuestionnaireContent) => Question[]>> = {
  Governance: governance,
  Certifications: certifications,
  "Vulnerability management": vulnerabilities,
  "Incident response": incidentResponse,
  "Sub-processors": subProcessors,
  "Data location and transfers": transfers,
  "Retention and deletion": retention,
  AI: ai,
};

/** The questions of one area: one per security practice in it, then those computed from the content. */
function areaQuestions(area: TrustArea, content: QuestionnaireContent): Question[] {
  const practice = practiceKeysIn(area).map((key) => ({
    domain: area,
    question: securityPractice[key].question,
    ...yesFromText(content.company.security[key]),
  }));
  return [...practice, ...(derivedQuestions[area]?.(content) ?? [])];
}

/** Every answer, area by area (content/trust-areas.ts), each with an id made of its area's prefix and its place in it (GOV-01). */
export function questionnaireAnswers(content: QuestionnaireContent = questionnaireContent()): QuestionnaireAnswer[] {
  return trustAreas.flatMap(({ name, idPrefix }) =>
    areaQuestions(name, content).map(({ domain, question, answer, state }, index) => ({
      id: `${idPrefix}-${String(index + 1).padStart(2, "0")}`,
      domain,
      question,
      answer,
      state,
    })),
  );
}

/** The id of a domain's section on the questionnaire page. */
export function domainId(domain: string): string {
  return domain.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

/** The answers domain by domain, in the order the answers give them. */
export function answersByDomain(answers: readonly QuestionnaireAnswer[]): [string, QuestionnaireAnswer[]][] {
  return groupedInOrder(answers, (answer) => answer.domain);
}

/** @internal Exported for the tests and the build's checks (knip --production). */
export const questionnaireColumns = ["id", "domain", "question", "answer", "state"] as const satisfies readonly (keyof QuestionnaireAnswer)[];

/** The JSON download: whether it is a preview, who answers, the answers' version and date, where the page is, the states an answer can have, and the answers. */
export function questionnaireJson(answers: readonly QuestionnaireAnswer[] = questionnaireAnswers()) {
  const { version, date } = legalVersions.questionnaire[0]!;
  return { ...previewField(), company: site.name, version, date, page: absoluteUrl(trustCenterHrefs.questionnaire), states: answerStates, answers };
}

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, with quotes doubled. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The CSV download (RFC 4180): a header row, then one row per answer, each line ended by CRLF. */
export function questionnaireCsv(answers: readonly QuestionnaireAnswer[] = questionnaireAnswers()): string {
  const notice = previewNotice();
  // A preview's mark is a row of its own, so the file stays one table an importer reads whole.
  const marked: readonly QuestionnaireAnswer[] = notice
    ? [{ id: "preview", domain: "This file", question: "Are these the live site's answers?", answer: notice, state: "no" }, ...answers]
    : answers;
  const rows = [questionnaireColumns, ...marked.map((answer) => questionnaireColumns.map((column) => answer[column]))];
  return rows.map((row) => `${row.map(csvField).join(",")}\r\n`).join("");
}
