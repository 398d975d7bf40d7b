// Acknowledged delivery, end to end: the endpoint misbehaves (a Playwright route in front of the
// real inbox answers 500, busy, hangs, or the browser goes offline) and each test reads what the
// inbox stored: exactly one row per submission, the right state at each step, nothing typed lost.
import type { Route } from "@playwright/test";
import {
  DELIVERY_CONSOLE_ERRORS,
  ERROR_TOAST,
  SAVED_NOTICE,
  SUCCESS_TOAST,
  advanceUntilVisible,
  expectStillFilled,
  expectThankYouWithReference,
  fillContact,
  outboxSize,
  send,
} from "./delivery-helpers";
import { AGENT_REQUEST_SECTION_ID } from "@/lib/site/hrefs";
import { expect, test } from "./fixtures";
import { scrollNear } from "./helpers";
import { INBOX_URL, expectOneSubmission, recordsFor, uniqueEmail } from "./inbox";

test.use({ allowConsoleErrors: DELIVERY_CONSOLE_ERRORS });

test.describe("acknowledged delivery", () => {
  test("the thank-you panel appears only once the inbox stored the message, with its reference", async ({ page }) => {
    const email = uniqueEmail("delivery-ok");
    await fillContact(page, email);
    await send(page);
    await expect(page.getByText(SUCCESS_TOAST)).toBeVisible();
    const record = await expectThankYouWithReference(page, email);
    expect(record).toMatchObject({ formType: "contact_custom", timeline: "1-3-months" });
    // The honeypot travels empty and is not stored.
    expect(record).not.toHaveProperty("website");
    expect(record.submissionId).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("a refusal is shown in the form, is not retried, and keeps everything typed", async ({ page }) => {
    const email = uniqueEmail("delivery-refused");
    let posts = 0;
    await page.route(INBOX_URL, (route) => {
      posts += 1;
      return route.fulfill({ json: { success: false, message: "Too many requests, please try again in a few minutes" } });
    });
    await fillContact(page, email);
    await send(page);
    await expect(page.getByRole("alert").filter({ hasText: "Too many requests" }).first()).toBeVisible();
    await expectStillFilled(page, email);
    expect(posts).toBe(1);
    expect(recordsFor(email)).toHaveLength(0);
  });

  test("an endpoint that answers 500 is retried for about 30 s; then the message waits on the device and goes out on the next visit", async ({ page }) => {
    const email = uniqueEmail("delivery-500");
    await page.clock.install();
    let posts = 0;
    const failing = (route: Route) => {
      posts += 1;
      return route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Internal Server Error</h1>" });
    };
    await page.route(INBOX_URL, failing);
    await fillContact(page, email);
    await send(page);
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await advanceUntilVisible(page, page.getByText(SAVED_NOTICE));
    // Saved, not failed: no toast asks the visitor to try again.
    await expect(page.getByText(ERROR_TOAST)).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: SAVED_NOTICE }).getByRole("link", { name: "hello@lumenfold.ai" })).toBeVisible();
    await expectStillFilled(page, email);
    // Retried with backoff (1, 2, 4, 8, 8 s ...) until about 30 s had passed.
    expect(posts).toBeGreaterThanOrEqual(4);
    expect(await outboxSize(page)).toBe(1);
    expect(recordsFor(email)).toHaveLength(0);

    // The next page the visitor opens sends it, once.
    await page.unroute(INBOX_URL, failing);
    await page.goto("/about");
    await expect(page.getByText(/Your saved message has been sent \(reference [0-9a-f]{8}\)/)).toBeVisible();
    await expectOneSubmission(email);
    expect(await outboxSize(page)).toBe(0);
    await page.goto("/services");
    await expect(page.getByText(/Your saved message has been sent/)).toHaveCount(0);
    expect(recordsFor(email)).toHaveLength(1);
  });

  test("an endpoint that hangs is abandoned after 15 s and tried again", async ({ page }) => {
    const email = uniqueEmail("delivery-hang");
    await page.clock.install();
    let posts = 0;
    await page.route(INBOX_URL, (route) => {
      posts += 1;
      // The first post never gets an answer; later ones reach the inbox.
      return posts === 1 ? new Promise<void>(() => {}) : route.continue();
    });
    await fillContact(page, email);
    await send(page);
    await expect.poll(() => posts).toBe(1);
    await advanceUntilVisible(page, page.getByRole("heading", { name: "Thank You!" }));
    await expectThankYouWithReference(page, email);
    expect(posts).toBe(2);
  });

  test("a resubmit while the saved copy waits stores one row", async ({ page, context }) => {
    const email = uniqueEmail("delivery-resubmit");
    await page.clock.install();
    await fillContact(page, email);
    await context.setOffline(true);
    await send(page);
    await advanceUntilVisible(page, page.getByText(SAVED_NOTICE));
    await context.setOffline(false);
    // The online event sends the saved copy while the visitor presses Send again (if the button is still there).
    await page
      .getByRole("button", { name: "Send Message" })
      .click({ timeout: 1_000 })
      .catch(() => undefined);
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(recordsFor(email)).toHaveLength(1);
  });

  test("Discard the saved copy empties the outbox and keeps the form filled", async ({ page, context }) => {
    const email = uniqueEmail("delivery-discard");
    await page.clock.install();
    await fillContact(page, email);
    await context.setOffline(true);
    await send(page);
    await advanceUntilVisible(page, page.getByText(SAVED_NOTICE));
    await page.getByRole("button", { name: "Discard the saved copy" }).click();
    await expect(page.getByText(SAVED_NOTICE)).toHaveCount(0);
    expect(await outboxSize(page)).toBe(0);
    await expectStillFilled(page, email);
    await context.setOffline(false);
    await page.goto("/about");
    await page.waitForLoadState("networkidle");
    expect(recordsFor(email)).toHaveLength(0);
  });

  test("a double click sends one submission", async ({ page }) => {
    const email = uniqueEmail("delivery-double");
    await fillContact(page, email);
    await page.getByRole("button", { name: "Send Message" }).dblclick();
    await expectThankYouWithReference(page, email);
    await page.waitForTimeout(500);
    expect(recordsFor(email)).toHaveLength(1);
  });

  test("a reload in the middle of typing keeps what was typed, sent at once it is a person's, and Submit Another Response clears it", async ({ page }) => {
    const email = uniqueEmail("delivery-reload");
    await fillContact(page, email);
    await page.reload();
    await expect(page.getByLabel("Full Name")).toBeEnabled();
    await expectStillFilled(page, email);
    await send(page);
    // Sent within 2 s of the form appearing, but typed by a person before the reload: not suspected spam.
    expect((await expectThankYouWithReference(page, email)).spam).toBe("");
    await page.getByRole("button", { name: "Submit Another Response" }).click();
    await page.reload();
    await expect(page.getByLabel("Full Name")).toBeEnabled();
    await expect(page.getByLabel("Full Name")).toHaveValue("");
  });

  test("answers hidden by switching intent are discarded visibly and can be brought back", async ({ page }) => {
    const email = uniqueEmail("delivery-intent");
    await fillContact(page, email);
    await page.getByRole("radio", { name: /^Training/ }).check();
    await expect(page.getByRole("status").filter({ hasText: "Your agent idea and timeline under Custom Agent will not be sent." })).toBeVisible();
    await page.getByRole("button", { name: "Bring them back" }).click();
    await expectStillFilled(page, email);
    await page.getByRole("radio", { name: /^Training/ }).check();
    await page.getByRole("radio", { name: "Small (<50 people)" }).check();
    await send(page);
    const record = await expectThankYouWithReference(page, email);
    expect(record).toMatchObject({ formType: "contact_training", teamSize: "small", timeline: "Not specified", customAgentIdea: "Not specified" });
  });

  test("a filled honeypot is thanked and never stored", async ({ page }) => {
    const email = uniqueEmail("delivery-bot");
    await fillContact(page, email);
    await expect(page.locator('input[name="website"]')).toBeHidden();
    await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => (input.value = "https://spam.example"));
    await send(page);
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await page.waitForTimeout(500);
    expect(recordsFor(email)).toHaveLength(0);
  });

  test("an agent request whose endpoint is unreachable waits on the device and goes out on the next page", async ({ page }) => {
    const email = uniqueEmail("delivery-agent");
    await page.clock.install();
    const failing = (route: Route) => route.abort();
    await page.route(INBOX_URL, failing);
    await page.goto("/agent/finance-tracker");
    await scrollNear(page, AGENT_REQUEST_SECTION_ID);
    await expect(page.getByLabel("Full Name")).toBeEnabled();
    await page.getByLabel("Full Name").fill("Request Tester");
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Company Name").fill("Tester Logistics");
    await page.getByRole("button", { name: "Submit Request" }).click();
    await advanceUntilVisible(page, page.getByText(SAVED_NOTICE));
    await expect(page.getByText("Something went wrong. Please try again.")).toHaveCount(0);
    await expect(page.getByLabel("Company Name")).toHaveValue("Tester Logistics");
    await page.unroute(INBOX_URL, failing);
    await page.goto("/blogs");
    await expect(page.getByText(/Your saved message has been sent/)).toBeVisible();
    expect(await expectOneSubmission(email)).toMatchObject({ formType: "agent_request", agentSlug: "finance-tracker" });
  });
});
