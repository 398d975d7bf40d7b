// Every lead, in every browser state: storage refused, the tab closed mid-send, an edit
// after a lost answer, two tabs, a restored draft or autofill, a throttled endpoint, a wrong
// acknowledgement, offline before the form was touched, and the outbox's own limits. Each test
// reads what the real local inbox stored: exactly one row per submission.
import type { BrowserContext, Page, Route } from "@playwright/test";
import {
  DELIVERY_CONSOLE_ERRORS,
  SAVED_NOTICE,
  advanceUntilVisible,
  expectStillFilled,
  expectThankYouWithReference,
  fillContact,
  outboxSize,
  send,
  waitForIdleLoads,
} from "./delivery-helpers";
import { expect, test } from "./fixtures";
import { INBOX_URL, expectOneSubmission, recordsFor, uniqueEmail } from "./inbox";

test.use({ allowConsoleErrors: DELIVERY_CONSOLE_ERRORS });

const UNSAVED_NOTICE = /this browser would not let us keep a copy of your message, so it has not been sent/;

/** Posts reach the real inbox, but their answers never come back (a dropped connection). */
async function loseAnswers(page: Page) {
  const lose = async (route: Route) => {
    await route.fetch();
    await route.abort("connectionreset");
  };
  await page.route(INBOX_URL, lose);
  return () => page.unroute(INBOX_URL, lose);
}

/** The keys of the outbox entries still to be delivered in this browser context. */
const outboxKeys = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith("lumenfold:outbox:") && /"status":"(sending|waiting)"/.test(localStorage.getItem(key) ?? "")),
  );

async function openContactIn(context: BrowserContext, path = "/about") {
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

test.describe("every lead, in every browser state", () => {
  test("storage refused: the visitor is told nothing was kept, with no promise of a later send", async ({ page }) => {
    const email = uniqueEmail("lead-no-storage");
    await page.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        if (this === window.localStorage) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        return setItem.call(this, key, value);
      };
    });
    await page.clock.install();
    await page.route(INBOX_URL, (route) => route.abort());
    await fillContact(page, email);
    await send(page);
    await advanceUntilVisible(page, page.getByText(UNSAVED_NOTICE));
    await expect(page.getByText(SAVED_NOTICE)).toHaveCount(0);
    await expect(page.getByRole("alert").filter({ hasText: UNSAVED_NOTICE }).getByRole("link", { name: "hello@lumenfold.ai" })).toBeVisible();
    await expectStillFilled(page, email);
    expect(await outboxSize(page)).toBe(0);
    expect(recordsFor(email)).toHaveLength(0);
  });

  test("tab closed while 'Sending...': the copy kept before the first attempt goes out from the next page", async ({ page, context }) => {
    const email = uniqueEmail("lead-closed-tab");
    // The endpoint does not answer while this tab is open.
    await page.route(INBOX_URL, () => new Promise<void>(() => {}));
    await fillContact(page, email);
    await send(page);
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    expect(await outboxSize(page)).toBe(1);

    await page.close({ runBeforeUnload: true });
    // Whether the interrupted post reached the inbox is the network's business (Chromium may let a
    // request paused by the route go on as the tab closes, as it did on CI); either way the next
    // page sends the kept copy under the same id and the inbox keeps one row.

    const next = await context.newPage();
    const resent = next.waitForRequest((request) => request.url() === INBOX_URL && request.method() === "POST");
    await next.goto("/services");
    await resent;
    await expect(next.getByText(/Your saved message has been sent \(reference [0-9a-f]{8}\)/)).toBeVisible();
    await expectOneSubmission(email);
    expect(await outboxSize(next)).toBe(0);
  });

  test("edited after a lost answer: the stored row ends as what was last sent, the older one marked superseded", async ({ page }) => {
    const email = uniqueEmail("lead-edited");
    await page.clock.install();
    const restore = await loseAnswers(page);
    await fillContact(page, email);
    await send(page);
    await advanceUntilVisible(page, page.getByText(SAVED_NOTICE));
    // The post did arrive; only its answer was lost.
    const [first] = recordsFor(email);
    expect(first?.message).toBe("Nothing typed here may be lost.");

    await restore();
    await page.getByLabel("Message").fill("Edited: please call me on Tuesday.");
    await send(page);
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();

    await expect.poll(() => recordsFor(email).length).toBe(2);
    const [older, newer] = recordsFor(email);
    expect(newer).toMatchObject({ message: "Edited: please call me on Tuesday.", supersedes: older!.submissionId });
    expect(older).toMatchObject({ message: "Nothing typed here may be lost.", supersededBy: newer!.submissionId });
    await expect(page.getByText("Your reference:")).toContainText(newer!.submissionId!.slice(0, 8));
    expect(await outboxSize(page)).toBe(0);
  });

  test("two tabs: when tab B delivers the saved copy, tab A stops saying it is saved and thanks the visitor", async ({ page, context }) => {
    const email = uniqueEmail("lead-two-tabs");
    await page.clock.install();
    await page.route(INBOX_URL, (route) => route.abort());
    await fillContact(page, email);
    await send(page);
    await advanceUntilVisible(page, page.getByText(SAVED_NOTICE));

    const tabB = await openContactIn(context, "/blogs");
    await expect(tabB.getByText(/Your saved message has been sent/)).toBeVisible();
    await expect(page.getByText(SAVED_NOTICE)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    const record = await expectOneSubmission(email);
    await expect(page.getByText("Your reference:")).toContainText(record.submissionId!.slice(0, 8));
  });

  test("two tabs: a copy discarded in tab B leaves tab A's notice, and tab A's form stays filled", async ({ page, context }) => {
    const email = uniqueEmail("lead-discard-elsewhere");
    await page.clock.install();
    await page.route(INBOX_URL, (route) => route.abort());
    await fillContact(page, email);
    await send(page);
    await advanceUntilVisible(page, page.getByText(SAVED_NOTICE));

    const tabB = await context.newPage();
    await tabB.route(INBOX_URL, (route) => route.abort());
    await tabB.goto("/about");
    await tabB.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key.startsWith("lumenfold:outbox:")) localStorage.removeItem(key);
    });
    await expect(page.getByText(SAVED_NOTICE)).toHaveCount(0);
    await expectStillFilled(page, email);
    expect(recordsFor(email)).toHaveLength(0);
  });

  test("'Discard the saved copy' then Send, after a lost answer, stores one row", async ({ page }) => {
    const email = uniqueEmail("lead-discard-send");
    await page.clock.install();
    const restore = await loseAnswers(page);
    await fillContact(page, email);
    await send(page);
    await advanceUntilVisible(page, page.getByText(SAVED_NOTICE));
    await page.getByRole("button", { name: "Discard the saved copy" }).click();
    await expect(page.getByText(SAVED_NOTICE)).toHaveCount(0);
    expect(await outboxSize(page)).toBe(0);

    await restore();
    await send(page);
    const record = await expectThankYouWithReference(page, email);
    expect(record).not.toHaveProperty("supersedes");
    await page.waitForTimeout(500);
    expect(recordsFor(email)).toHaveLength(1);
  });

  test("a form filled at once, as by autofill, and sent within a second is a person's", async ({ page }) => {
    const email = uniqueEmail("lead-autofill");
    // The page's clock stands still: the form is sent in the same millisecond it was shown.
    await page.clock.setFixedTime(new Date());
    await page.goto("/contact");
    await expect(page.getByLabel("Full Name")).toBeEnabled();
    await page.getByLabel("Full Name").fill("Autofill Person");
    await page.getByLabel("Email Address").fill(email);
    await send(page);
    const record = await expectThankYouWithReference(page, email);
    expect(Date.parse(record.timestamp!) - Date.parse(record.formShownAt!)).toBeLessThan(1_000);
    expect(record.interactedAt).toBeTruthy();
    expect(record.spam).toBe("");
  });

  test("a script that fills and submits the form within 2 s, with no key, pointer or input of a person, is suspected spam", async ({ page }) => {
    const email = uniqueEmail("lead-script");
    // The clock stands still (timers still run), so a busy machine cannot stretch the script's 0 s past 2 s.
    await page.clock.setFixedTime(new Date());
    await page.goto("/contact");
    await expect(page.getByLabel("Full Name")).toBeEnabled();
    await page.evaluate((address) => {
      const set = (label: string, value: string) => {
        const input = [...document.querySelectorAll("label")].find((node) => node.textContent?.startsWith(label))?.control as HTMLInputElement;
        // The native setter, as scripts that fill forms use it, so React sees the change.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, value);
        input.dispatchEvent(new Event("input", { bubbles: true }));
        return input;
      };
      set("Full Name", "Script Bot");
      set("Email Address", address).form!.requestSubmit();
    }, email);
    const record = await expectOneSubmission(email);
    expect(record.interactedAt).toBeUndefined();
    expect(record.spam).toBe("suspected");
  });

  test("throttled: the saved copy stays on the device through the next page, and goes out once the endpoint takes it", async ({ page }) => {
    const email = uniqueEmail("lead-throttled");
    await page.clock.install();
    let throttled = 0;
    const throttle = (route: Route) => {
      throttled += 1;
      return route.fulfill({ status: 429, json: { success: false, message: "Too many requests, please try again in a few minutes", retryable: true } });
    };
    await page.route(INBOX_URL, throttle);
    await fillContact(page, email);
    await send(page);
    await advanceUntilVisible(page, page.getByText(SAVED_NOTICE));
    expect(throttled).toBeGreaterThan(1);

    // Still throttled on the next page: the entry is kept, not deleted.
    await page.goto("/about");
    await expect.poll(() => throttled).toBeGreaterThan(2);
    await page.waitForLoadState("networkidle");
    expect(await outboxSize(page)).toBe(1);

    await page.unroute(INBOX_URL, throttle);
    await page.goto("/services");
    await expect(page.getByText(/Your saved message has been sent/)).toBeVisible();
    await expectOneSubmission(email);
    expect(await outboxSize(page)).toBe(0);
  });

  test("an acknowledgement of another submission's id is not delivery", async ({ page }) => {
    const email = uniqueEmail("lead-wrong-ack");
    await page.clock.install();
    await page.route(INBOX_URL, (route) => route.fulfill({ json: { success: true, id: "00000000-0000-4000-8000-000000000000" } }));
    await fillContact(page, email);
    await send(page);
    await advanceUntilVisible(page, page.getByText(SAVED_NOTICE));
    await expect(page.getByRole("heading", { name: "Thank You!" })).toHaveCount(0);
    expect(await outboxSize(page)).toBe(1);
    expect(recordsFor(email)).toHaveLength(0);
  });

  test("offline before the form was touched: what submitting needs is already loaded, the lead waits on the device, and goes out once back online", async ({
    page,
    context,
  }) => {
    const email = uniqueEmail("lead-offline-untouched");
    await page.goto("/contact?intent=custom");
    await expect(page.getByLabel("Full Name")).toBeEnabled();
    // The validation code loads while the page is idle, before anything is focused.
    await waitForIdleLoads(page);
    await context.setOffline(true);
    await page.clock.install();
    await page.getByLabel("Full Name").fill("Grace Hopper");
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Describe your agent idea").fill("Route compiler errors to the right team.");
    await send(page);
    await advanceUntilVisible(page, page.getByText(SAVED_NOTICE));
    expect(await outboxSize(page)).toBe(1);

    await expect(page.getByLabel("Describe your agent idea")).toHaveValue("Route compiler errors to the right team.");

    // Back online, the saved copy goes out by itself and leaves the device.
    await context.setOffline(false);
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await expectOneSubmission(email);
    expect(await outboxSize(page)).toBe(0);
  });

  test("an entry tried for 7 days is dropped with what it held, and the visitor is told", async ({ page }) => {
    const email = uniqueEmail("lead-expired");
    // Seeded from a same-origin file that runs no script: on a page, the outbox sender could
    // hydrate after the entry is written, drop it and tell the visitor there, before /services.
    await page.goto("/robots.txt");
    await page.evaluate((address) => {
      const id = "11111111-2222-4333-8444-555555555555";
      const savedAt = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000).toISOString();
      const submission = {
        id,
        formType: "contact",
        payload: { name: "Old Lead", email: address, message: "Kept too long" },
        formShownAt: savedAt,
        honeypot: "",
      };
      // Tried for a week by pages of the site (their own clocks), not merely dated a week ago.
      const entry = { submission, formId: "contact", savedAt, status: "waiting", attempts: 2_000, triedMs: 7 * 24 * 60 * 60 * 1000, kept: true };
      localStorage.setItem(`lumenfold:outbox:${id}`, JSON.stringify(entry));
    }, email);
    await page.goto("/services");
    await expect(page.getByText(/A message saved on this device could not be sent within a week/)).toBeVisible();
    expect(await outboxKeys(page)).toEqual([]);
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain("Kept too long");
    expect(recordsFor(email)).toHaveLength(0);
  });

  test("two tabs saving at once keep both entries, each under its own key, and both are delivered once", async ({ page, context }) => {
    const emails = [uniqueEmail("lead-tab-one"), uniqueEmail("lead-tab-two")];
    const other = await context.newPage();
    for (const [tab, email] of [
      [page, emails[0]!],
      [other, emails[1]!],
    ] as const) {
      await tab.clock.install();
      await tab.route(INBOX_URL, (route) => route.abort());
      await fillContact(tab, email);
      await send(tab);
    }
    await advanceUntilVisible(page, page.getByText(SAVED_NOTICE));
    await advanceUntilVisible(other, other.getByText(SAVED_NOTICE));
    expect(await outboxKeys(page)).toHaveLength(2);

    const third = await openContactIn(context, "/blogs");
    await expect(third.getByText(/Your saved message has been sent/).first()).toBeVisible();
    for (const email of emails) await expectOneSubmission(email);
    await expect.poll(() => outboxKeys(third)).toEqual([]);
  });
});
