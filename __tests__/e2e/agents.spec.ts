import type { Page } from "@playwright/test";
import { AGENT_REQUEST_SECTION_ID, agentHref } from "@/lib/site/hrefs";
import { agentWhere } from "../support/agent-picks";
import { NOT_FOUND_RESOURCE, expect, test } from "./fixtures";
import { waitForIdleLoads } from "./delivery-helpers";
import { expectHydrated, scrollNear } from "./helpers";
import { expectOneSubmission, uniqueEmail } from "./inbox";

async function fillRequest(page: Page, email: string) {
  await scrollNear(page, AGENT_REQUEST_SECTION_ID);
  await page.getByLabel("Full Name").fill("Request Tester");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Company Name").fill("Tester Logistics");
}

test.describe("agent detail page", () => {
  // The page every agent has at /agent/{slug}, with the request form's default wording.
  const { agent } = agentWhere("on the generic agent page with the default request form", (each) => !each.path && !each.requestForm);

  test("shows the agent's tags, name, description, steps, capabilities, use cases and a way back", async ({ page }) => {
    await page.goto(agentHref(agent));
    await expect(page.getByRole("heading", { level: 1, name: agent.name })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(agent.description);
    await expect(
      page
        .getByRole("list", { name: `${agent.name} tags` })
        .first()
        .getByRole("listitem"),
    ).toHaveText(agent.tags);
    await expect(page.locator("#how-it-works ol > li")).toHaveCount(agent.howItWorks.length);
    await expect(page.locator("#key-capabilities").getByRole("heading", { level: 3 })).toHaveText(agent.keyCapabilities.map((c) => c.title));
    await expect(page.locator("#use-cases li")).toHaveCount(agent.useCases.length);
    await page.getByRole("link", { name: "Back to Marketplace" }).click();
    await expect(page).toHaveURL("/all-agents#all-functions");
  });

  test("Request this agent scrolls to the form and puts the cursor in Full Name", async ({ page }) => {
    await page.goto(agentHref(agent));
    const requestLink = page.getByRole("link", { name: "Request this agent" });
    await expectHydrated(requestLink);
    await requestLink.click();
    await expect(page.getByLabel("Full Name")).toBeFocused();
    await expect(page.getByLabel("Full Name")).toBeInViewport();
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`a section navigation stays in reach down the page at ${viewport.width}x${viewport.height}, leads to each part clear of it, and to the request`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(agentHref(agent));
      const nav = page.getByRole("navigation", { name: "On this page" });
      const parts = nav.getByRole("listitem").getByRole("link");
      expect(await parts.count()).toBeGreaterThanOrEqual(6);
      for (const part of await parts.all()) {
        const id = (await part.getAttribute("href"))!.slice(1);
        await part.click();
        await expect(page).toHaveURL(new RegExp(`#${id}$`));
        await expect(nav).toBeInViewport();
        // The part's heading shows below the navigation, not under it.
        const heading = page.locator(`[id="${id}"]`).getByRole("heading").first();
        await expect(heading).toBeInViewport();
        const navBottom = await nav.evaluate((element) => element.getBoundingClientRect().bottom);
        expect(await heading.evaluate((element) => element.getBoundingClientRect().top), id).toBeGreaterThanOrEqual(navBottom - 1);
      }
      const request = nav.getByRole("link", { name: `Request ${agent.name}` });
      await expectHydrated(request);
      await request.click();
      await expect(page.getByLabel("Full Name")).toBeFocused();
      await expect(page.getByLabel("Full Name")).toBeInViewport();
    });
  }

  test("requires name, email and company, and sends the request to the inbox", async ({ page }) => {
    const email = uniqueEmail("agent-generic");
    await page.goto(agentHref(agent));
    await scrollNear(page, AGENT_REQUEST_SECTION_ID);
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByLabel("Full Name")).toHaveAccessibleDescription("Full Name is required");
    await expect(page.getByLabel("Company Name")).toHaveAccessibleDescription("Company Name is required");
    await expect(page.getByLabel("Implementation Timeline")).toBeVisible();

    await fillRequest(page, email);
    await page.getByLabel("Additional customizations").fill("Connect it to our booking system.");
    await page.getByLabel("Implementation Timeline").selectOption("asap");
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    expect(await expectOneSubmission(email)).toMatchObject({
      formType: "agent_request",
      fullName: "Request Tester",
      companyName: "Tester Logistics",
      additionalCustomizations: "Connect it to our booking system.",
      timeline: "asap",
      agentName: agent.name,
      agentSlug: agent.slug,
      source: "Agent Detail Page",
    });
    await page.getByRole("button", { name: "Submit Another Response" }).click();
    await expect(page.getByLabel("Full Name")).toHaveValue("");
  });
});

test.describe("the estimator and the request form work as soon as they are visible", () => {
  // The request form's default wording (the fields fillRequest fills), and an estimator whose first number can grow.
  const { agent } = agentWhere(
    "on the default request form, with an estimator whose first input can be raised",
    (each, listing) => !each.requestForm && Math.min(listing.roi.inputs[0]!.max, listing.roi.inputs[0]!.defaultValue * 2) > listing.roi.inputs[0]!.defaultValue,
  );
  test.use({ allowConsoleErrors: /Failed to load resource|net::ERR_|Form submission not delivered/ });

  // The form's code came with the page, so going offline before scrolling to it
  // costs nothing; before, the fields stayed disabled until the connection came back.
  test("offline before scrolling to them: the estimator answers, and a request waits on the device until the browser is online", async ({ page, context }) => {
    const email = uniqueEmail("agent-offline-early");
    await page.goto(agentHref(agent));
    await expectHydrated(page.getByRole("link", { name: "Request this agent" }));
    // The form's fields are enabled once it has mounted, which is when it asks for the idle load
    // of what submitting needs; only then does waiting for the idle loads cover that load.
    await expect(page.getByLabel("Full Name")).toBeEnabled();
    await waitForIdleLoads(page);
    await context.setOffline(true);

    await scrollNear(page, "roi-estimate");
    const result = page.locator("#roi-estimate output");
    const before = await result.textContent();
    const firstInput = page.locator("#roi-estimate input").first();
    await firstInput.fill(String(Number(await firstInput.inputValue()) * 2));
    await expect(result).not.toHaveText(before ?? "");

    await fillRequest(page, email);
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByText(/we keep your message in this browser/)).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await expectOneSubmission(email);
  });
});

test.describe("dedicated agent pages", () => {
  test("omnichannel: fixed content and a real request with the omnichannel source", async ({ page }) => {
    const email = uniqueEmail("agent-omnichannel");
    await page.goto("/omnichannel-support-agent");
    await expect(page.getByRole("heading", { level: 1, name: "Omnichannel Support" })).toBeVisible();
    await expect(page.locator("#how-it-works h3")).toHaveText(["Connect Channels", "AI Learns", "Go Live"]);
    await expect(page.locator("#key-capabilities h3")).toHaveText(["24/7 Availability", "Intelligent Call Routing", "Email & Chat Support"]);
    await fillRequest(page, email);
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByText("Form submitted successfully!", { exact: true })).toBeVisible();
    expect(await expectOneSubmission(email)).toMatchObject({
      agentName: "Omnichannel Support Agent",
      agentSlug: "omnichannel-support-agent",
      source: "Omnichannel Support Agent Page",
    });
  });

  test("AI Marketeer: fixed content and the marketeer source", async ({ page }) => {
    const email = uniqueEmail("agent-marketeer");
    await page.goto("/agent/ai-marketeer-agent");
    await expect(page.getByRole("heading", { level: 1, name: "AI Marketeer" })).toBeVisible();
    await expect(page.locator("#how-it-works h3")).toHaveText(["Learns Your Business", "Plans & Executes", "Tracks & Optimizes"]);
    await expect(page.locator("#key-capabilities h3")).toHaveCount(6);
    await fillRequest(page, email);
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    expect(await expectOneSubmission(email)).toMatchObject({
      agentName: "AI Marketeer Agent",
      agentSlug: "ai-marketeer-agent",
      source: "AI Marketeer Agent Page",
    });
  });

  test("order verification: a required use case, Urgency, and the fixed agent name", async ({ page }) => {
    const email = uniqueEmail("agent-order");
    await page.goto("/order-verification-agent");
    await expect(page.locator("#key-capabilities h3")).toHaveText([
      "Automated Flags",
      "Substitution Suggestions",
      "Staff Training",
      "Chat Integration",
      "Multi-Location Support",
    ]);
    await fillRequest(page, email);
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByLabel("Use Case Description")).toHaveAccessibleDescription("Use Case Description is required");
    await page.getByLabel("Use Case Description").fill("Check 4,000 grocery orders a day across 6 dark stores.");
    await page.getByLabel("Urgency").selectOption("3-6-months");
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    expect(await expectOneSubmission(email)).toMatchObject({
      agentName: "Order Verification AI Agent",
      agentSlug: "order-verification-agent",
      source: "Agent Detail Page",
      additionalCustomizations: "Check 4,000 grocery orders a day across 6 dark stores.",
      timeline: "3-6-months",
    });
  });

  test("the second path of a dedicated agent declares the dedicated page canonical", async ({ page }) => {
    await page.goto("/agent/omnichannel-support-agent");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/omnichannel-support-agent$/);
  });
});

test.describe("unknown agent", () => {
  test.use({ allowConsoleErrors: NOT_FOUND_RESOURCE });
  test("answers 404 with Agent Not Found and a way back", async ({ page }) => {
    const response = await page.goto("/agent/no-such-agent");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Agent Not Found" })).toBeVisible();
    await expect(page.getByText("The agent you are looking for does not exist.")).toBeVisible();
    await page.getByRole("link", { name: "Back to Marketplace" }).click();
    await expect(page).toHaveURL("/all-agents#all-functions");
  });
});
