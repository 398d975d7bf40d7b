// One answer per question a reviewer asks, on every page and file that gives it. The questionnaire's
// JSON, as downloaded, is the answer sheet: each listing, procurement sheet, the DPA, the trust
// page, the disclosure policy, security.txt and agents.json must say the same, or, where the
// questionnaire says "Not confirmed yet", say that too and never the value. A page that words a
// trust fact its own way, or states one the questionnaire does not, fails here.
import { company } from "@/content/company";
import { site } from "@/content/site";
import { getAllAgents } from "@/lib/agents/catalog";
import { listingFor } from "@/lib/agents/listings";
import { companyCommitments } from "@/lib/agents/data-protection";
import type { QuestionnaireAnswer } from "@/lib/legal/questionnaire";
import { NOT_CONFIRMED_YET } from "@/lib/legal/owner-facts";
import { dpaEmail, privacyEmail } from "@/lib/legal/contacts";
import { PROVIDER_NOT_NAMED } from "@/lib/legal/sub-processors";
import { securityTxtPath } from "@/lib/legal/security-txt";
import { agentCatalogJsonHref, agentHref, contactHref, privacyHref, procurementSheetHref, trustCenterHrefs, trustHref } from "@/lib/site/hrefs";
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

test("each provider reads the same on the sub-processors page, the privacy notice, the questionnaire, every listing and the DPA", async ({ page }) => {
  const naming = answerTo(await answerSheet(page), /list of your sub-processors, naming each provider/);
  await page.goto(trustCenterHrefs.subProcessors);
  // The provider each row names, as the sub-processors page shows it; the content decides it.
  const named = new Map<string, string>();
  for (const row of company.subProcessors) {
    const cell = page.locator(`tr[id="${row.role}"] td`).first();
    await expect(cell, row.service).toHaveText(row.provider.confirmed ? row.provider.value.entity : PROVIDER_NOT_NAMED);
    named.set(row.role, (await cell.textContent())!);
    if (naming.state === "yes") expect(naming.answer, row.service).toContain(row.provider.value.entity);
    else expect(naming.answer, row.service).not.toContain(row.provider.value.entity);
  }
  expect(naming.state === "yes").toBe([...named.values()].every((entity) => entity !== PROVIDER_NOT_NAMED));

  await page.goto(privacyHref);
  const visitorProviders = page.getByRole("table", { name: "Providers that process this website's visitor data" });
  const visitorRows = visitorProviders.locator("tbody tr");
  expect(await visitorRows.count()).toBeGreaterThan(0);
  for (const row of await visitorRows.all()) {
    const service = (await row.locator("td, th").first().textContent())!;
    const role = company.subProcessors.find((each) => each.service === service)?.role;
    expect(role, `/privacy names "${service}", which the sub-processors page lacks`).toBeDefined();
    await expect(row.locator("td, th").nth(1), `/privacy: ${service}`).toHaveText(named.get(role!)!);
  }

  await page.goto(trustCenterHrefs.dpa);
  const inDpa = new Map<string, string>();
  for (const agent of agents) {
    const part = page.getByRole("region", { name: agent.name, exact: true });
    inDpa.set(
      agent.slug,
      (await part
        .locator("dt", { hasText: /^Sub-processors$/ })
        .locator("xpath=following-sibling::dd[1]")
        .textContent())!,
    );
  }
  for (const agent of agents) {
    const roles = listingFor(agent.slug).data.subProcessors;
    const everyOneNamed = roles.every((role) => named.get(role) !== PROVIDER_NOT_NAMED);
    await page.goto(agentHref(agent));
    const answer = described(page, "Sub-processors").first();
    await expect(answer, `${agent.name}: whether its providers are named`).toContainText(everyOneNamed ? "names each one" : "not named yet");
    // Each kind it names links to that kind's row of the sub-processors page.
    const rows = (await answer.getByRole("link").evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).hash.slice(1)))).sort();
    expect(rows, agent.name).toEqual([...roles].sort());
    // The listing then names the rows it links to; the DPA says the rest word for word.
    expect((await answer.textContent())!.startsWith(inDpa.get(agent.slug)!), `DPA: ${agent.name}'s sub-processors`).toBe(true);
  }
});

test("the privacy, data protection officer and DPA contacts read the same on every page that gives them, and in the questionnaire", async ({ page }) => {
  const mailtos = (path: string) =>
    page.goto(path).then(() =>
      page
        .getByRole("main")
        .locator('a[href^="mailto:"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")!.replace(/^mailto:/, ""))),
    );
  const officer = answerTo(await answerSheet(page), /data protection officer/);
  // The privacy notice sends every question to one address; replies to the confirmation e-mail go to the site's.
  const privacy = await mailtos(privacyHref);
  const officerEmail = officer.state === "yes" ? company.dataProtectionOfficer.value!.email : undefined;
  expect(privacy.length).toBeGreaterThan(0);
  for (const email of privacy) expect([privacyEmail(company), site.email, officerEmail]).toContain(email);
  const mentionsOfficer = page.getByRole("main").getByText(/Our data protection officer is/);
  if (officer.state === "yes") await expect(mentionsOfficer).toContainText(`${company.dataProtectionOfficer.value!.name}, at ${officerEmail}`);
  else await expect(mentionsOfficer).toHaveCount(0);

  // The DPA and the trust page give one address to ask for a copy to sign.
  const dpa = await mailtos(trustCenterHrefs.dpa);
  expect(dpa.length).toBeGreaterThan(0);
  expect(new Set(dpa)).toEqual(new Set([dpaEmail(company)]));
  await page.goto(trustHref());
  await expect(page.locator("p", { hasText: "for a copy to sign, write to" }).locator('a[href^="mailto:"]')).toHaveAttribute(
    "href",
    `mailto:${dpaEmail(company)}`,
  );
});
