// The trust center's documents: the DPA with each agent's data and data subjects and its measures
// annex (the /trust page's security rows), printed without the site's chrome; the questionnaire
// page and its JSON and CSV downloads; the vulnerability disclosure policy, and security.txt
// pointing at it. Expected values come from the content and lib/, never copied.
import { PREVIEW_NOTICE } from "@/lib/launch/preview";
import { company } from "@/content/company";
import { trustDocuments } from "@/content/trust-documents";
import { getAllAgents } from "@/lib/agents/catalog";
import { listingFor } from "@/lib/agents/listings";
import { questionnaireAnswers, questionnaireColumns } from "@/lib/legal/questionnaire";
import { NOT_CONFIRMED_YET } from "@/lib/legal/owner-facts";
import { securityMeasures } from "@/lib/legal/security-measures";
import { securityTxtPath } from "@/lib/legal/security-txt";
import { responseSteps } from "@/lib/legal/vulnerability-response";
import { trustCenterHrefs, trustHref } from "@/lib/site/hrefs";
import { absoluteUrl } from "@/lib/site/urls";
import type { Locator } from "@playwright/test";
import { parseCsv } from "../support/csv";
import { expect, test } from "./fixtures";

test.describe("the data processing agreement", () => {
  test("shows each agent's data subjects and the data it reads and writes", async ({ page }) => {
    await page.goto(trustCenterHrefs.dpa);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Data Processing Agreement");
    for (const agent of getAllAgents()) {
      const { data } = listingFor(agent.slug);
      const part = page.getByRole("region", { name: agent.name, exact: true });
      for (const [term, items] of [
        ["Categories of data subjects", data.subjects],
        ["Personal data it reads", data.reads],
        ["Personal data it writes", data.writes],
      ] as const) {
        const list = part.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd[1]").getByRole("listitem");
        await expect(list, `${agent.name}: ${term}`).toHaveText([...items]);
      }
    }
  });

  test("has an annex of measures that says what the trust page's security section says", async ({ page }) => {
    const measures = securityMeasures(company);
    await page.goto(trustCenterHrefs.dpa);
    const inAnnex = await Promise.all(measures.map((measure) => page.locator(`[data-measure="${measure.id}"] dd`).textContent()));
    expect(inAnnex).toEqual(measures.map((measure) => measure.text));
    await expect(page.getByRole("heading", { name: /^Annex: technical and organizational measures/ })).toBeVisible();

    // The trust page gives the same text, or names the measure in its area's line of what is not confirmed yet.
    await page.goto(trustHref("security"));
    const waiting = (
      await page.locator("[data-waiting-measures]").evaluateAll((lines) => lines.map((line) => line.getAttribute("data-waiting-measures")))
    ).flatMap((ids) => ids!.split(" "));
    for (const measure of measures) {
      if (measure.text === NOT_CONFIRMED_YET) {
        expect(waiting, measure.id).toContain(measure.id);
        await expect(page.locator(`[data-waiting-measures~="${measure.id}"]`)).toContainText(measure.label.toLowerCase());
      } else {
        await expect(page.locator(`[data-measure="${measure.id}"] dd`)).toHaveText(measure.text);
      }
    }
  });

  test("prints without the site's header, footer and skip link, with its links' addresses", async ({ page }) => {
    await page.goto(trustCenterHrefs.dpa);
    await expect(page.getByRole("banner")).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const link = page.getByRole("link", { name: "list of sub-processors" });
    await expect(link).toHaveAttribute("data-print-url", absoluteUrl(trustCenterHrefs.subProcessors));
    const printed = await link.evaluate((element) => getComputedStyle(element, "::after").content);
    expect(printed).toContain(absoluteUrl(trustCenterHrefs.subProcessors));
    // The title, the version line and the text start at one left edge on paper.
    const left = (locator: Locator) => locator.evaluate((element) => Math.round(element.getBoundingClientRect().left));
    const edge = await left(page.getByRole("heading", { level: 1 }));
    expect(await left(page.getByText(/^Version \d+, /).first())).toBe(edge);
    expect(await left(page.getByRole("heading", { level: 2 }).last())).toBe(edge);
  });
});

test("the questionnaire page and its JSON and CSV downloads give the same answers", async ({ page, request }) => {
  const answers = questionnaireAnswers();
  await page.goto(trustCenterHrefs.questionnaire);
  const rows = page.locator("tr[data-answer-id]");
  await expect(rows).toHaveCount(answers.length);
  const onPage = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("td, th")].map((cell) => cell.textContent ?? "")));
  expect(onPage).toEqual(answers.map((answer) => [answer.id, answer.question, answer.answer, answer.state]));

  const json = await request.get(trustCenterHrefs.questionnaireJson);
  expect(json.headers()["content-type"]).toMatch(/^application\/json/);
  expect((await json.json()).answers).toEqual(answers);

  const csv = await request.get(trustCenterHrefs.questionnaireCsv);
  expect(csv.headers()["content-type"]).toMatch(/^text\/csv/);
  // The export under test is a preview: its first row says so.
  const [header, mark, ...csvRows] = parseCsv(await csv.text());
  expect(header).toEqual([...questionnaireColumns]);
  expect(mark).toEqual(["preview", "This file", "Are these the live site's answers?", PREVIEW_NOTICE, "no"]);
  expect(csvRows).toEqual(answers.map((answer) => questionnaireColumns.map((column) => answer[column])));

  await page.goto(trustHref());
  for (const href of [trustCenterHrefs.dpa, trustCenterHrefs.questionnaire, trustCenterHrefs.vulnerabilityDisclosure]) {
    await expect(page.getByRole("navigation", { name: "Documents for your review" }).locator(`a[href="${href}"]`)).toBeVisible();
  }
});

test("the vulnerability disclosure policy gives its scope, safe harbor and response times", async ({ page }) => {
  await page.goto(trustCenterHrefs.vulnerabilityDisclosure);
  for (const name of ["Scope", "How to report", "Safe harbor", "How fast we answer"]) await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Out of scope" })).toBeVisible();
  const table = page.getByRole("table", { name: "Response times" });
  const steps = responseSteps(trustDocuments);
  for (const step of steps) await expect(table.getByRole("row", { name: step.step })).toContainText(step.within);
});

test("security.txt names the contact, the disclosure policy and its canonical address", async ({ request, page }) => {
  const text = await (await request.get(securityTxtPath)).text();
  const fields = new Map(
    text
      .trim()
      .split("\n")
      .map((line) => line.split(": ") as [string, string]),
  );
  const { confirmed, value } = company.securityContact;
  expect(fields.get("Contact")).toBe(confirmed ? `mailto:${value}` : absoluteUrl("/contact"));
  expect(fields.get("Policy")).toBe(absoluteUrl(trustCenterHrefs.vulnerabilityDisclosure));
  expect(fields.get("Canonical")).toBe(absoluteUrl(securityTxtPath));
  await page.goto(new URL(fields.get("Policy")!).pathname);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vulnerability Disclosure Policy");
});
