// What the delivery journeys share: filling the contact form, running the page's fake clock through
// retries, and reading the outbox and what the visitor is shown.
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { expectOneSubmission } from "./inbox";

export const SUCCESS_TOAST = "Form submitted successfully! We will get back to you soon.";
export const ERROR_TOAST = "There was an error submitting the form. Please try again.";
export const SAVED_NOTICE = /we keep your message in this browser/;

/**
 * Moves the page's fake clock on a second at a time, letting real network answers arrive between
 * steps, until the locator shows (at most a minute of page time). Retries and timeouts that take
 * 30 s in the page take a second or two here.
 */
export async function advanceUntilVisible(page: Page, locator: Locator) {
  for (let second = 0; second < 60 && !(await locator.isVisible()); second++) {
    await page.clock.runFor(1_000);
    await page.waitForTimeout(25);
  }
  await expect(locator).toBeVisible();
}

/**
 * Waits until the work the page put off until it was idle has run, and every script it asked for
 * has arrived. Idle callbacks run in the order they were requested, so this one runs after the
 * form's, which starts loading what submitting needs. `networkidle` alone can come first on a busy
 * machine.
 */
export async function waitForIdleLoads(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  await waitForScripts(page);
}

/** Waits until every script the page has asked for has arrived (a test may go offline next); `nomodule` polyfills are never fetched. */
async function waitForScripts(page: Page) {
  // Polled from here, and read through a PerformanceObserver: under the page's fake clock,
  // waitForFunction's in-page polling stalls and `performance.getEntriesByType` answers [].
  const pending = () =>
    page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const observer = new PerformanceObserver((list) => {
            observer.disconnect();
            const arrived = new Set(list.getEntries().map((entry) => entry.name));
            const scripts = [...document.querySelectorAll<HTMLScriptElement>("script[src]:not([nomodule])")];
            resolve(scripts.filter((script) => !arrived.has(script.src)).map((script) => script.src));
          });
          observer.observe({ type: "resource", buffered: true });
        }),
    );
  await expect.poll(pending).toEqual([]);
}

/** Retries log why a submission was not delivered; the browser logs the failed loads. */
export const DELIVERY_CONSOLE_ERRORS = /Form submission not delivered|Failed to load resource|net::ERR_/;

export async function fillContact(page: Page, email: string) {
  await page.goto("/contact?intent=custom");
  await expect(page.getByLabel("Full Name")).toBeEnabled();
  await page.getByLabel("Full Name").fill("Grace Hopper");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Describe your agent idea").fill("Route compiler errors to the right team.");
  await page.getByLabel("Timeline").selectOption("1-3-months");
  await page.getByLabel("Message").fill("Nothing typed here may be lost.");
  // Focusing the form started loading what submitting needs; tests that go offline next need it here.
  await waitForScripts(page);
}

export async function expectStillFilled(page: Page, email: string) {
  await expect(page.getByLabel("Full Name")).toHaveValue("Grace Hopper");
  await expect(page.getByLabel("Email Address")).toHaveValue(email);
  await expect(page.getByLabel("Describe your agent idea")).toHaveValue("Route compiler errors to the right team.");
  await expect(page.getByLabel("Timeline")).toHaveValue("1-3-months");
  await expect(page.getByLabel("Message")).toHaveValue("Nothing typed here may be lost.");
}

export const send = (page: Page) => page.getByRole("button", { name: "Send Message" }).click();

export async function expectThankYouWithReference(page: Page, email: string) {
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  const record = await expectOneSubmission(email);
  await expect(page.getByText("Your reference:")).toContainText(record.submissionId!.slice(0, 8));
  return record;
}

/** Submissions still to be delivered: one localStorage key each (a settled one stays a day, to be told). */
export const outboxSize = (page: Page) =>
  page.evaluate(
    () =>
      Object.keys(localStorage).filter((key) => {
        if (!key.startsWith("lumenfold:outbox:")) return false;
        const { status } = JSON.parse(localStorage.getItem(key) ?? "{}") as { status?: string };
        return status === "sending" || status === "waiting";
      }).length,
  );
