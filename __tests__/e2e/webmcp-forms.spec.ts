// Every form is a declarative WebMCP tool: in Chromium with --enable-features=WebMCP a
// visitor's browser agent lists it, fills it and sends it; the lead goes through the same checks and
// outbox as a person's, is marked as sent by the agent, and the visitor sees the same confirmation.
import { getAllAgents } from "@/lib/agents/catalog";
import { AGENT_OVERWRITE_MESSAGE } from "@/lib/forms/agent-tool";
import { BROWSER_AGENT } from "@/lib/forms/contract";
import { agentHref } from "@/lib/site/hrefs";
import config from "../../playwright.config";
import { expect, test } from "./fixtures";
import { INBOX_URL, expectOneSubmission, recordsFor, uniqueEmail } from "./inbox";

test.use({ launchOptions: { ...config.use?.launchOptions, args: [...(config.use?.launchOptions?.args ?? []), "--enable-features=WebMCP"] } });

type ToolResult = { content: { type: string; text: string }[]; isError?: boolean };
const textOf = (result: unknown) => (result as ToolResult).content.map((part) => part.text).join(" ");

test.describe("the forms as WebMCP tools", () => {
  test("the contact form is a tool whose intents are an enum, described where the label is ambiguous", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByLabel("Full Name")).toBeEnabled();
    const tool = (await page.webmcp.tools()).find((candidate) => candidate.name === "send_inquiry");
    expect(tool?.description).toMatch(/^Send an inquiry to Lumenfold/);
    const properties = (tool?.inputSchema as { properties: Record<string, { enum?: string[]; description?: string }> }).properties;
    expect(properties.intent?.enum).toEqual(expect.arrayContaining(["explore", "custom", "training"]));
    expect(properties.intent?.description).toMatch(/What the inquiry is about/);
    expect(properties.fullName?.description).toMatch(/^Full Name/);
    expect(properties.customAgentIdea?.description).toMatch(/^Describe your agent idea/);
  });

  test("a call sends one lead through the contact form, marked as the agent's, and the visitor sees the thanks", async ({ page }) => {
    const email = uniqueEmail("webmcp-contact");
    await page.goto("/contact");
    await expect(page.getByLabel("Full Name")).toBeEnabled();
    const result = await page.webmcp.callTool("send_inquiry", {
      fullName: "Agent Visitor",
      email,
      intent: "custom",
      customAgentIdea: "Sort incoming invoices by supplier.",
      message: "Sent by my browser assistant.",
    });
    const record = await expectOneSubmission(email);
    expect(textOf(result)).toContain(`Sent and stored (reference ${record.submissionId!.slice(0, 8)})`);
    expect(record).toMatchObject({
      name: "Agent Visitor",
      selectedIntent: "custom",
      customAgentIdea: "Sort incoming invoices by supplier.",
      sentBy: BROWSER_AGENT,
      spam: "",
    });
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  });

  test("a call never replaces what the visitor typed: it is refused, says why, and the visitor's words stay", async ({ page }) => {
    const email = uniqueEmail("webmcp-typed");
    await page.goto("/contact");
    await expect(page.getByLabel("Full Name")).toBeEnabled();
    await page.getByLabel("Full Name").fill("Grace Hopper");
    await page.getByLabel("Message").fill("My own words.");
    // A moment later, as a person asks their agent: the browser fills every field in one burst just before it submits.
    await page.waitForTimeout(600);
    const result = (await page.webmcp.callTool("send_inquiry", {
      fullName: "Agent Visitor",
      email,
      intent: "explore",
      message: "The agent's words.",
    })) as ToolResult;
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain(AGENT_OVERWRITE_MESSAGE);
    await expect(page.getByLabel("Full Name")).toHaveValue("Grace Hopper");
    await expect(page.getByLabel("Message")).toHaveValue("My own words.");
    expect(recordsFor(email)).toHaveLength(0);
    // Filling only what the visitor left empty, and keeping what they typed, is the visitor's own send.
    const kept = (await page.webmcp.callTool("send_inquiry", { fullName: "Grace Hopper", email, intent: "explore", message: "My own words." })) as ToolResult;
    expect(kept.isError).toBeFalsy();
    const record = await expectOneSubmission(email);
    expect(record).toMatchObject({ name: "Grace Hopper", message: "My own words.", sentBy: BROWSER_AGENT });
  });

  test("a call that leaves a required field out is refused with the field's message, and nothing is sent", async ({ page }) => {
    const email = uniqueEmail("webmcp-refused");
    await page.goto("/contact");
    await expect(page.getByLabel("Full Name")).toBeEnabled();
    const result = (await page.webmcp.callTool("send_inquiry", { email })) as ToolResult;
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain("Full Name is required");
    await expect(page.getByText("Full Name is required")).toBeVisible();
    expect(recordsFor(email)).toHaveLength(0);
  });

  test("two calls at once each get their own answer: the second a clear refusal, never the first's reference", async ({ page }) => {
    // What the page answers each call, in call order. Chromium 156 drops the first call's answer once
    // a second call is made on the same form, so the first is read here, as the page gave it.
    await page.addInitScript(() => {
      const answers: unknown[] = ((window as unknown as { toolAnswers: unknown[] }).toolAnswers = []);
      document.addEventListener(
        "submit",
        (event) => {
          const call = event as SubmitEvent & { respondWith?: (result: Promise<unknown>) => void };
          const respondWith = call.respondWith?.bind(call);
          if (!respondWith) return;
          const index = answers.push(undefined) - 1;
          call.respondWith = (result) => {
            void result.then((answer) => (answers[index] = answer));
            respondWith(result);
          };
        },
        true,
      );
    });
    const email = uniqueEmail("webmcp-overlap");
    await page.goto("/contact");
    await expect(page.getByLabel("Full Name")).toBeEnabled();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(INBOX_URL, async (route) => {
      await released;
      await route.continue();
    });
    void page.webmcp.callTool("send_inquiry", { fullName: "Agent Visitor", email, message: "Meet on Thursday." }).catch(() => undefined);
    await expect(page.getByRole("button", { name: "Sending..." })).toBeVisible();
    const second = (await page.webmcp.callTool("send_inquiry", { fullName: "Agent Visitor", email, message: "CORRECTION: Friday" })) as ToolResult;
    expect(second.isError).toBe(true);
    expect(textOf(second)).toMatch(/^Not sent: the form is still sending the message of an earlier call/);

    release();
    const record = await expectOneSubmission(email);
    expect(record.message).toBe("Meet on Thursday.");
    const answers = () => page.evaluate(() => (window as unknown as { toolAnswers: unknown[] }).toolAnswers);
    await expect
      .poll(async () => (await answers()).map((answer) => (answer ? textOf(answer) : "")))
      .toEqual([expect.stringContaining(`Sent and stored (reference ${record.submissionId!.slice(0, 8)})`), textOf(second)]);
    expect(textOf(second)).not.toContain(record.submissionId!.slice(0, 8));
  });

  for (const agent of getAllAgents()) {
    test(`${agent.name}'s request form sends one lead marked as the agent's, with the values given`, async ({ page }) => {
      const email = uniqueEmail(`webmcp-${agent.slug}`);
      await page.goto(agentHref(agent));
      await expect(page.getByLabel("Full Name")).toBeEnabled();
      // Every form has the customizations field; Order Verification's requires it.
      const input = { fullName: "Agent Buyer", email, companyName: "Agentic Ltd", additionalCustomizations: "Check every order over $500." };
      const result = await page.webmcp.callTool("request_agent", input);
      const record = await expectOneSubmission(email);
      expect(textOf(result)).toContain("Sent and stored");
      expect(record).toMatchObject({ ...input, agentSlug: agent.slug, sentBy: BROWSER_AGENT });
      await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    });
  }
});
