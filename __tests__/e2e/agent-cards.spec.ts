// Each agent's model and system card: reached from its page and its procurement sheet, holding the
// model (never an unconfirmed owner fact as a value), the listing's data, oversight and limits, how
// it was evaluated, sub-processor links, a high-risk agent's three extra parts, and the changelog
// with its last material change; and the card links in /agents.json. Expected values come from content.
import type { Locator } from "@playwright/test";
import { getAllAgents } from "@/lib/agents/catalog";
import { conformityStepStatusLabels, lastMaterialChange, subProcessorLinks } from "@/lib/agents/agent-card";
import { listingFor } from "@/lib/agents/listings";
import { NOT_CONFIRMED_YET } from "@/lib/legal/owner-facts";
import type { AgentsJson } from "@/lib/site/agent-catalog";
import { formatCalendarDate } from "@/lib/site/dates";
import { agentCardHref, agentChangelogHref, agentHref, procurementSheetHref, subProcessorRowHref } from "@/lib/site/hrefs";
import { expect, test } from "./fixtures";

const agents = getAllAgents();

/** The <dd> that follows the <dt> with this label. */
const valueOf = (scope: Locator, label: string) => scope.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");

const HIGH_RISK_PARTS = ["Instructions for use (EU AI Act Art. 13)", "Bias audit (New York City Local Law 144)", "Conformity plan"];

test.describe("the model and system card", () => {
  for (const agent of agents) {
    test(`${agent.name}: reached from its page, with its model, data, oversight, evaluation, sub-processors and changelog`, async ({ page }) => {
      const listing = listingFor(agent.slug);
      await page.goto(agentHref(agent));
      await page.getByRole("region", { name: "The full listing" }).getByRole("link", { name: "Model and system card, with its changelog" }).click();
      await expect(page).toHaveURL(agentCardHref(agent.slug));

      const card = page.getByRole("article", { name: agent.name });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(agent.name);
      await expect(card.getByRole("heading", { level: 2 })).toHaveText([
        "Model and provider",
        "What it reads and writes, where it runs, how long data is kept",
        "Human oversight and known limits",
        "How it was evaluated",
        "Sub-processors",
        ...(listing.highRisk ? HIGH_RISK_PARTS : []),
        "Changelog",
      ]);

      // Owner facts: the value only once confirmed, "Not confirmed yet" until then.
      for (const [label, fact] of [
        ["Model provider", listing.model.provider],
        ["Model family", listing.model.family],
      ] as const) {
        await expect(valueOf(card, label)).toHaveText(fact.confirmed ? fact.value : NOT_CONFIRMED_YET);
        if (!fact.confirmed) await expect(card).not.toContainText(fact.value);
      }
      const evaluation = card.getByRole("region", { name: "How it was evaluated", exact: true });
      if (listing.evaluation.confirmed) await expect(evaluation).toContainText(listing.evaluation.value);
      else await expect(evaluation).toContainText(NOT_CONFIRMED_YET);

      for (const text of [
        ...listing.data.reads,
        ...listing.data.writes,
        listing.data.processedIn,
        listing.data.retention,
        listing.handover.how,
        ...listing.limits,
      ]) {
        await expect(card).toContainText(text);
      }

      const subProcessors = card.getByRole("region", { name: "Sub-processors", exact: true }).getByRole("link");
      await expect(subProcessors).toHaveText(subProcessorLinks(listing.data).map((link) => link.label));
      for (const [index, role] of listing.data.subProcessors.entries()) {
        await expect(subProcessors.nth(index)).toHaveAttribute("href", subProcessorRowHref(role));
        expect(subProcessorRowHref(role)).toBe(`/trust/sub-processors#${role}`);
      }

      const material = lastMaterialChange(listing.changelog);
      expect(material, "every listing has a material change, at least the one that listed it").toBeDefined();
      await expect(card.locator("header")).toContainText(`Last material change: ${formatCalendarDate(material!.date)}. ${material!.change}`);
      await expect(card.locator("header time").first()).toHaveAttribute("datetime", material!.date);
      const changelog = card.getByRole("region", { name: "Changelog, newest first" });
      await expect(changelog.locator("tbody tr")).toHaveCount(listing.changelog.length);
      await expect(changelog.locator("tbody th")).toHaveText(listing.changelog.map((entry) => formatCalendarDate(entry.date)));
      await expect(page.locator(`[id="${agentChangelogHref(agent.slug).split("#")[1]}"]`)).toHaveAccessibleName("Changelog");
    });
  }

  for (const agent of agents.filter((candidate) => listingFor(candidate.slug).highRisk)) {
    test(`${agent.name}: instructions for use, bias audit status and the dated conformity plan`, async ({ page }) => {
      const { highRisk, risk } = listingFor(agent.slug);
      const { instructionsForUse: use, biasAudit, conformityPlan } = highRisk!;
      await page.goto(agentCardHref(agent.slug));
      const card = page.getByRole("article", { name: agent.name });

      const instructions = card.getByRole("region", { name: HIGH_RISK_PARTS[0], exact: true });
      await expect(valueOf(instructions, "Intended purpose")).toHaveText(use.intendedPurpose);
      await expect(valueOf(instructions, "Level of accuracy known")).toHaveText(use.accuracy);
      await expect(valueOf(instructions, "Human oversight measures").getByRole("listitem")).toHaveText(use.humanOversight);
      await expect(valueOf(instructions, "Input data it expects").getByRole("listitem")).toHaveText(use.inputData);
      await expect(valueOf(instructions, "How to read its output").getByRole("listitem")).toHaveText(use.readingOutput);

      const audit = card.getByRole("region", { name: HIGH_RISK_PARTS[1], exact: true });
      if (biasAudit.confirmed) await expect(audit).toContainText(biasAudit.value);
      else {
        await expect(audit).toContainText(NOT_CONFIRMED_YET);
        await expect(card).not.toContainText(biasAudit.value);
      }

      const plan = card.getByRole("region", { name: HIGH_RISK_PARTS[2], exact: true });
      if (risk.obligationsApply) await expect(plan).toContainText(risk.obligationsApply);
      const rows = plan.locator("tbody tr");
      await expect(rows).toHaveCount(conformityPlan.length);
      for (const [index, step] of conformityPlan.entries()) {
        await expect(rows.nth(index).locator("th, td")).toHaveText([step.step, formatCalendarDate(step.target), conformityStepStatusLabels[step.status]]);
      }
    });
  }

  test("each procurement sheet links to its card", async ({ page }) => {
    for (const agent of agents) {
      await page.goto(procurementSheetHref(agent.slug));
      await expect(page.getByRole("link", { name: "Model and system card" })).toHaveAttribute("href", agentCardHref(agent.slug));
    }
  });

  test("/agents.json links each agent to its card, changelog and sub-processor rows", async ({ request }) => {
    const response = await request.get("/agents.json");
    expect(response.ok()).toBe(true);
    const { agents: listed } = (await response.json()) as AgentsJson;
    expect(listed.map((entry) => entry.slug)).toEqual(agents.map((agent) => agent.slug));
    for (const entry of listed) {
      expect(new URL(entry.cardUrl).pathname).toBe(agentCardHref(entry.slug));
      expect(new URL(entry.changelogUrl).pathname + new URL(entry.changelogUrl).hash).toBe(agentChangelogHref(entry.slug));
      const roles = listingFor(entry.slug).data.subProcessors;
      expect(Object.keys(entry.subProcessorUrls)).toEqual(roles);
      for (const role of roles) {
        const url = new URL(entry.subProcessorUrls[role]!);
        expect(url.pathname + url.hash).toBe(subProcessorRowHref(role));
      }
    }
  });
});
