// One answer per question a reviewer asks, on every page and file that gives it. The questionnaire's
// JSON, as downloaded, is the answer sheet: each listing, procurement sheet, the DPA, the trust
// page, the disclosure policy, security.txt and agents.json must say the same, or, where the
// questionnaire says "Not confirmed yet", say that too and never the value. A page that words a
// trust fact its own way, or states one the questionnaire does not, fails here.
import { getAllAgents } from "@/lib/agents/catalog";
import { listingFor } from "@/lib/agents/listings";
import { companyCommitments } from "@/lib/agents/data-protection";
import type { QuestionnaireAnswer } from "@/lib/legal/questionnaire";
import { NOT_CONFIRMED_YET } from "@/lib/legal/owner-facts";
import { securityTxtPath } from "@/lib/legal/security-txt";
import { agentCatalogJsonHref, agentHref, contactHref, procurementSheetHref, trustCenterHrefs, trustHref } from "@/lib/site/hrefs";
import { absoluteUrl } from "@/lib/site/urls";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const agents = getAllAgents();

/** The questionnaire's answers as a reviewer downloads them. */
async function answerSheet(page: Page): Promise<QuestionnaireAnswer[]> {
  const response = await page.request.get(trustCenterHrefs.questionnaireJson);
  return (await response.json()).answers;
}

const answerTo = (answers: readonly QuestionnaireAnswer[], question: RegExp) => {
  const found = answers.filter((answer) => question.test(answer.question));
  expect(found, String(question)).toHaveLength(1);
  return found[0]!;
};

/** A page's term and description pair, by the term. */
const described = (page: Page, term: string) => page.locator("dt", { hasText: new RegExp(`^${term}$`) }).locator("xpath=following-sibling::dd[1]");

test("each agent's retention and data location read the same on its page, its procurement sheet, the DPA, agents.json and the questionnaire", async ({
  page,
}) => {
  const answers = await answerSheet(page);
  const retention = answerTo(answers, /retention period set for the data each agent keeps/);
  const location = answerTo(answers, /Where is customer data processed/);
  const catalog = await (await page.request.get(agentCatalogJsonHref)).json();
  for (const agent of agents) {
    const { data } = listingFor(agent.slug);
    const inCatalog = catalog.agents.find((entry: { slug: string }) => entry.slug === agent.slug).data;
    expect(inCatalog).toMatchObject({ retention: data.retention, processedIn: data.processedIn });
    expect(retention.answer).toContain(`${agent.name}: ${data.retention}`);
    // The region is the cloud provider's: the questionnaire and the listing know it, or both say it is not confirmed.
    if (location.state === "not confirmed yet") expect(data.processedIn).toMatch(/not confirmed yet/i);
    else expect(data.processedIn.startsWith(location.answer.replace(/^Yes\. /, "").replace(/\.$/, ""))).toBe(true);

    for (const path of [agentHref(agent), procurementSheetHref(agent.slug)]) {
      await page.goto(path);
      await expect(described(page, "Retention").first(), `${path}: retention`).toHaveText(data.retention);
      await expect(described(page, "Processed in").first(), `${path}: processed in`).toHaveText(data.processedIn);
    }
  }
  await page.goto(trustCenterHrefs.dpa);
  for (const agent of agents) {
    const { data } = listingFor(agent.slug);
    const part = page.getByRole("region", { name: agent.name, exact: true });
    await expect(part.locator("dd", { hasText: data.retention }), `DPA: ${agent.name}'s retention`).toHaveCount(1);
    await expect(part.locator("dd", { hasText: data.processedIn }), `DPA: ${agent.name}'s data location`).toHaveCount(1);
  }
});

test("the DPA commitment, training on customer data and the transfer basis read as the questionnaire answers them, on the trust page and every listing", async ({
  page,
}) => {
  const answers = await answerSheet(page);
  const commitments = companyCommitments();
  const questions = [
    [commitments.agreement.label, /data processing agreement under GDPR Art. 28/],
    [commitments.training.label, /train or fine-tune/],
    [commitments.transfers.label, /recognized transfer mechanism/],
  ] as const;
  const agent = agents[0]!;
  for (const path of [trustHref(), agentHref(agent), procurementSheetHref(agent.slug)]) {
    await page.goto(path);
    for (const [term, question] of questions) {
      const answer = answerTo(answers, question);
      const shown = (await described(page, term).first().textContent())!;
      if (answer.state === "not confirmed yet") expect(shown, `${path}: ${term}`).toBe(NOT_CONFIRMED_YET);
      else expect(answer.answer, `${path}: ${term}`).toContain(shown.trim());
    }
  }
});

test("each certification reads the same on the trust page as in the questionnaire", async ({ page }) => {
  const answers = (await answerSheet(page)).filter((answer) => answer.domain === "Certifications");
  expect(answers.length).toBeGreaterThan(0);
  await page.goto(trustHref());
  for (const answer of answers) {
    const standard = answer.question.replace(/^Do you hold /, "").replace(/\?$/, "");
    const shown = (await described(page, standard.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).textContent())!;
    if (answer.state === "not confirmed yet") expect(shown, standard).toBe(NOT_CONFIRMED_YET);
    else expect(answer.answer, standard).toContain(shown);
  }
});

test("a vulnerability is reported to one place, as security.txt, the disclosure policy, the trust page and the questionnaire give it", async ({ page }) => {
  const answer = answerTo(await answerSheet(page), /contact for security reports/);
  const contact = (await (await page.request.get(securityTxtPath)).text()).match(/^Contact: (.+)$/m)![1]!;
  for (const path of [trustCenterHrefs.vulnerabilityDisclosure, trustHref("security")]) {
    await page.goto(path);
    const main = page.getByRole("main");
    if (answer.state === "not confirmed yet") {
      expect(contact).toBe(absoluteUrl(contactHref()));
      expect(answer.answer).toContain(contact);
      await expect(main, path).toContainText("our dedicated security address is not confirmed yet");
      await expect(main.getByRole("link", { name: "contact page" }).first()).toHaveAttribute("href", contactHref());
    } else {
      const email = contact.replace(/^mailto:/, "");
      expect(answer.answer).toContain(email);
      await expect(main.getByRole("link", { name: email }).first(), path).toHaveAttribute("href", contact);
    }
  }
});
