import { previewNotice } from "@/lib/launch/preview";
import { render, screen, within } from "@testing-library/react";
import { claimsSchema, companySchema, trustDocumentsSchema } from "@/content/schema";
import type { ClaimFacts } from "@/content/claim-facts";
import { legalVersions } from "@/content/legal-versions";
import type { OwnerFact } from "@/content/owner-fact";
import { securityPractice, securityPracticeKeys, trustAreas } from "@/content/trust-areas";

import { NOT_CONFIRMED_YET } from "@/lib/legal/owner-facts";
import {
  answerStates,
  questionnaireAnswers,
  questionnaireColumns,
  questionnaireContent,
  questionnaireCsv,
  answersByDomain,
  questionnaireJson,
  type QuestionnaireAnswer,
  type QuestionnaireContent,
} from "@/lib/legal/questionnaire";
import { trustAreaSummaries } from "@/lib/legal/trust-summary";
import { QuestionnaireAnswers } from "@/components/legal/QuestionnaireAnswers";
import { parseCsv } from "./support/csv";

const confirmed = <Value,>(value: Value): OwnerFact<Value> => ({ confirmed: true, value });
const unconfirmed = <Value,>(value: Value): OwnerFact<Value> => ({ confirmed: false, value });

/** Every owner fact under `node`, marked confirmed or not. */
function withEveryFact(node: unknown, isConfirmed: boolean): unknown {
  if (Array.isArray(node)) return node.map((item) => withEveryFact(item, isConfirmed));
  if (typeof node !== "object" || node === null) return node;
  if ("confirmed" in node && "value" in node) return { ...node, confirmed: isConfirmed };
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withEveryFact(value, isConfirmed)]));
}

/** The site's content with every owner fact in one state. */
function contentWithFacts(isConfirmed: boolean): QuestionnaireContent {
  const content = questionnaireContent();
  return {
    ...content,
    company: companySchema.parse(withEveryFact(content.company, isConfirmed)),
    trustDocuments: trustDocumentsSchema.parse(withEveryFact(content.trustDocuments, isConfirmed)),
    claims: claimsSchema.parse(withEveryFact(content.claims, isConfirmed)),
    agents: content.agents.map(({ agent, listing }) => ({ agent, listing: withEveryFact(listing, isConfirmed) as typeof listing })),
  };
}

const asRow = (answer: QuestionnaireAnswer) => questionnaireColumns.map((column) => answer[column]);

const findAnswer = (answers: QuestionnaireAnswer[], question: RegExp) => answers.find((answer) => question.test(answer.question))!;

describe("the questionnaire answers", () => {
  const answers = questionnaireAnswers();

  it("ask 60 questions or more, area by area in the order of a review, each with a unique id and one of the four states", () => {
    expect(answers.length).toBeGreaterThanOrEqual(60);
    expect(answersByDomain(answers).map(([domain]) => domain)).toEqual(trustAreas.map((area) => area.name));
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(answers.length);
    for (const answer of answers) {
      expect(answerStates).toContain(answer.state);
      expect(answer.id.startsWith(`${trustAreas.find((area) => area.name === answer.domain)!.idPrefix}-`)).toBe(true);
    }
  });

  it("ask each security practice's question in its area, answered from its statement only once the owner confirms it", () => {
    for (const isConfirmed of [false, true]) {
      const content = contentWithFacts(isConfirmed);
      const given = questionnaireAnswers(content);
      for (const key of securityPracticeKeys) {
        const { area, question } = securityPractice[key];
        const answer = given.find((each) => each.question === question);
        expect(answer?.domain).toBe(area);
        const statement = content.company.security[key].value;
        expect(answer).toMatchObject(isConfirmed ? { answer: `Yes. ${statement}`, state: "yes" } : { answer: NOT_CONFIRMED_YET, state: "not confirmed yet" });
      }
    }
  });

  it("name each agent's model and evaluation once the owner confirms them, and no model or evaluation before", () => {
    const before = contentWithFacts(false);
    for (const question of [/Which model/, /evaluated before release/]) {
      expect(findAnswer(questionnaireAnswers(before), question)).toMatchObject({ answer: NOT_CONFIRMED_YET, state: "not confirmed yet" });
    }
    const after = contentWithFacts(true);
    const models = findAnswer(questionnaireAnswers(after), /Which model/);
    const evaluations = findAnswer(questionnaireAnswers(after), /evaluated before release/);
    expect([models.state, evaluations.state]).toEqual(["yes", "yes"]);
    for (const { agent, listing } of after.agents) {
      expect(models.answer).toContain(`${agent.name}: ${listing.model.family.value}, from ${listing.model.provider.value}.`);
      expect(evaluations.answer).toContain(`${agent.name}: ${listing.evaluation.value}`);
    }
    const [first, ...rest] = before.agents;
    const oneConfirmed = {
      ...before,
      agents: [{ ...first!, listing: { ...first!.listing, evaluation: confirmed(first!.listing.evaluation.value) } }, ...rest],
    };
    const partly = findAnswer(questionnaireAnswers(oneConfirmed), /evaluated before release/);
    expect(partly.state).toBe("not confirmed yet");
    expect(partly.answer).toContain(`${first!.agent.name}: ${first!.listing.evaluation.value}`);
    expect(partly.answer).toContain(`${rest[0]!.agent.name}: ${NOT_CONFIRMED_YET}.`);
  });

  it("are the same in the JSON download, with the version and date the page shows", () => {
    const json = JSON.parse(JSON.stringify(questionnaireJson()));
    expect(json.answers).toEqual(answers);
    expect(json.states).toEqual([...answerStates]);
    const [latest] = legalVersions.questionnaire;
    expect(json).toMatchObject({ version: latest!.version, date: latest!.date });
  });

  it("are the same in the CSV download, one CRLF-ended row each after the header and a preview's own mark", () => {
    const csv = questionnaireCsv();
    expect(csv.endsWith("\r\n")).toBe(true);
    const notice = previewNotice();
    const mark = notice ? [["preview", "This file", "Are these the live site's answers?", notice, "no"]] : [];
    expect(parseCsv(csv)).toEqual([[...questionnaireColumns], ...mark, ...answers.map(asRow)]);
  });

  it("are the same on the page, one table row per answer", () => {
    render(<QuestionnaireAnswers answers={answers} />);
    for (const answer of answers) {
      const row = screen.getByRole("rowheader", { name: answer.question }).closest("tr")!;
      expect(
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ).toEqual([answer.id, answer.answer, answer.state]);
    }
  });

  it("quote a CSV field holding a comma, a quote or a line break, and double its quotes (RFC 4180)", () => {
    const tricky: QuestionnaireAnswer = { id: "X-01", domain: "Test, quoting", question: 'Is "this" quoted?', answer: "Line one\r\nline two", state: "yes" };
    const csv = questionnaireCsv([tricky]);
    expect(csv.split("\r\n").at(-3)).toBe('X-01,"Test, quoting","Is ""this"" quoted?","Line one');
    expect(parseCsv(csv).at(-1)).toEqual(asRow(tricky));
  });

  it("answer 'Not confirmed yet' for an owner fact not confirmed, never its value", () => {
    const content = contentWithFacts(false);
    const unconfirmedAnswers = questionnaireAnswers(content);
    const atRest = findAnswer(unconfirmedAnswers, /encrypted at rest/);
    expect(atRest).toMatchObject({ answer: NOT_CONFIRMED_YET, state: "not confirmed yet" });
    const values = [...Object.values(content.company.security).map((fact) => fact.value), content.company.securityContact.value];
    for (const answer of unconfirmedAnswers) for (const value of values) expect(answer.answer).not.toContain(value);
  });

  it("answer a commitment 'Not confirmed yet' until the owner confirms its claim, and 'yes' or 'no' with its words after", () => {
    const commitments: [question: RegExp, claim: keyof ClaimFacts, state: string][] = [
      [/data processing agreement/, "dpaWithEveryCustomer", "yes"],
      [/before you add or replace a sub-processor/, "subProcessorChangeNotice", "yes"],
      [/recognized transfer mechanism/, "usTransferBasis", "yes"],
      [/train or fine-tune/, "noTrainingOnCustomerData", "no"],
    ];
    const before = questionnaireAnswers(contentWithFacts(false));
    const after = contentWithFacts(true);
    for (const [question, claim, state] of commitments) {
      expect(findAnswer(before, question)).toMatchObject({ answer: NOT_CONFIRMED_YET, state: "not confirmed yet" });
      const answer = findAnswer(questionnaireAnswers(after), question);
      expect(answer.state).toBe(state);
      expect(answer.answer).toContain(after.claims[claim].value);
    }
  });

  it("answer with the fact once the owner confirms it in the content", () => {
    const content = contentWithFacts(false);
    const atRest = content.company.security.encryptionAtRest.value;
    const withConfirmed = { ...content, company: { ...content.company, security: { ...content.company.security, encryptionAtRest: confirmed(atRest) } } };
    expect(findAnswer(questionnaireAnswers(withConfirmed), /encrypted at rest/)).toMatchObject({ answer: `Yes. ${atRest}`, state: "yes" });

    const times = content.trustDocuments.vulnerabilityResponse.value;
    const response = (fact: OwnerFact<typeof times>) =>
      findAnswer(questionnaireAnswers({ ...content, trustDocuments: { ...content.trustDocuments, vulnerabilityResponse: fact } }), /response times/);
    expect(response(unconfirmed(times)).state).toBe("not confirmed yet");
    expect(response(confirmed(times)).state).toBe("yes");
    expect(response(confirmed(times)).answer).toContain(`${times.fixDays.critical} days`);
  });

  it("answer a certification not held as 'no' even before the owner confirms, a planned one as 'not yet' with its date once confirmed, and one held as 'yes'", () => {
    const content = contentWithFacts(true);
    const [first] = content.company.certifications.value;
    const withStatus = (status: "held" | "planned" | "not-held", fact = confirmed) => ({
      ...content,
      company: { ...content.company, certifications: fact([{ ...first!, status, expected: status === "planned" ? "2027-03-31" : undefined }]) },
    });
    const question = new RegExp(first!.standard.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"));
    expect(findAnswer(questionnaireAnswers(withStatus("not-held", unconfirmed)), question)).toMatchObject({
      answer: `${first!.standard}: Not held.`,
      state: "no",
    });
    expect(findAnswer(questionnaireAnswers(withStatus("planned", unconfirmed)), question).state).toBe("not confirmed yet");
    expect(findAnswer(questionnaireAnswers(withStatus("held", unconfirmed)), question).state).toBe("not confirmed yet");
    expect(findAnswer(questionnaireAnswers(withStatus("planned")), question)).toMatchObject({
      answer: `${first!.standard}: Planned, expected by March 31, 2027.`,
      state: "not yet",
    });
    expect(findAnswer(questionnaireAnswers(withStatus("held")), question).state).toBe("yes");
  });
});

describe("the trust page's summary of each area", () => {
  const answer = (domain: string, state: QuestionnaireAnswer["state"], text = "An answer."): QuestionnaireAnswer => ({
    id: "X-01",
    domain,
    question: "A question?",
    answer: text,
    state,
  });

  it("gives each area its standing from its answers' states, with the count answered and each no or not yet in its own words", () => {
    const summaries = trustAreaSummaries([
      answer("Answered", "yes", "Yes, this one is not repeated."),
      answer("Answered", "no"),
      answer("Underway", "yes"),
      answer("Underway", "not yet", "In progress: audit expected in June 2027."),
      answer("Mixed", "yes"),
      answer("Mixed", "not confirmed yet"),
      answer("Waiting", "not confirmed yet"),
    ]);
    expect(summaries).toEqual([
      { area: "Answered", standing: "Answered", detail: "2 of 2 answered. An answer." },
      { area: "Underway", standing: "In progress", detail: "1 of 2 answered. In progress: audit expected in June 2027." },
      { area: "Mixed", standing: "Partly answered", detail: "1 of 2 answered." },
      { area: "Waiting", standing: "Not confirmed yet", detail: "0 of 1 answered." },
    ]);
  });

  it("says every area is answered once every owner fact is confirmed, and none is before", () => {
    const after = trustAreaSummaries(questionnaireAnswers(contentWithFacts(true)));
    expect(after.map((summary) => summary.area)).toEqual(trustAreas.map((area) => area.name));
    for (const summary of after) expect(["Answered", "In progress"]).toContain(summary.standing);
    const unconfirmedContent = contentWithFacts(false);
    const { certifications } = unconfirmedContent.company;
    // A certification not held is said even before the owner confirms it; a planned one is not.
    const planned = {
      ...certifications,
      value: certifications.value.map((certification) => ({ ...certification, status: "planned" as const, expected: "2027-03-31" })),
    };
    const before = trustAreaSummaries(questionnaireAnswers({ ...unconfirmedContent, company: { ...unconfirmedContent.company, certifications: planned } }));
    expect(before.filter((summary) => summary.standing === "Answered")).toEqual([]);
  });
});
