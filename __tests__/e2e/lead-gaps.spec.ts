// The gaps once found between the delivery mechanisms, one journey each, against the exported
// site and the real local inbox: an outage outlasting the first tries with the tab left open,
// typing while "Sending...", a link followed while sending, and a pre-filled value the form does
// not show. (Row 10, an agent page offline before its form's code loaded, is in agents.spec.ts.)
// Then: words typed after "saved", and tabs that did not send the copy.
import type { Page, Route } from "@playwright/test";
import { FIELD_LIMITS } from "@/lib/forms/options";
import { DELIVERY_CONSOLE_ERRORS, SAVED_NOTICE, advanceUntilVisible, expectThankYouWithReference, fillContact, outboxSize, send } from "./delivery-helpers";
import { expect, test } from "./fixtures";
import { INBOX_URL, expectOneSubmission, recordsFor, uniqueEmail } from "./inbox";

const failPost = (route: Route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" });

test.use({ allowConsoleErrors: DELIVERY_CONSOLE_ERRORS });

/** Posts to the inbox wait until the returned function is called, then go through. */
async function holdPosts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(INBOX_URL, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe("no lead lost between the parts of delivery", () => {
  test("an outage longer than the first tries, the tab left open: the saved copy goes out once the endpoint recovers, with no reload or online event", async ({
    page,
  }) => {
    const email = uniqueEmail("gap-outage");
    await page.clock.install();
    const fail = (route: Route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" });
    await page.route(INBOX_URL, fail);
    await fillContact(page, email);
    await send(page);
    await advanceUntilVisible(page, page.getByText(SAVED_NOTICE));

    await page.unroute(INBOX_URL, fail);
    // Only the page's own backoff runs: no navigation, no `online`, no focus change.
    await advanceUntilVisible(page, page.getByRole("heading", { name: "Thank You!" }));
    await expectThankYouWithReference(page, email);
    expect(await outboxSize(page)).toBe(0);
  });

  test("while 'Sending...' the fields are locked, so nothing typed then is left out of what is sent", async ({ page }) => {
    const email = uniqueEmail("gap-typing");
    const release = await holdPosts(page);
    await fillContact(page, email);
    await send(page);
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    // Inert: no focus, no typing (and, unlike disabled, still part of the form's WebMCP tool).
    const locked = (id: string) => page.locator(`#${id}`).evaluate((field) => field.closest("[inert]") !== null);
    expect(await locked("contact-message")).toBe(true);
    expect(await locked("contact-full-name")).toBe(true);
    await page
      .locator("#contact-message")
      .click({ timeout: 1_000 })
      .catch(() => undefined);
    await page.keyboard.type(" And this.");

    release();
    const record = await expectThankYouWithReference(page, email);
    expect(record.message).toBe("Nothing typed here may be lost.");
  });

  test("a link followed while 'Sending...': delivery goes on, the page landed on says it arrived, and back on /contact the thanks stand and nothing is sent twice", async ({
    page,
  }) => {
    const email = uniqueEmail("gap-link");
    const release = await holdPosts(page);
    await fillContact(page, email);
    await send(page);
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();

    await page.getByRole("navigation").getByRole("link", { name: "About" }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    release();
    const record = await expectOneSubmission(email);
    await expect(page.getByText(`Your saved message has been sent (reference ${record.submissionId!.slice(0, 8)})`)).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/contact/);
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await expect(page.getByText("Your reference:")).toContainText(record.submissionId!.slice(0, 8));
    await page.reload();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    expect(recordsFor(email)).toHaveLength(1);
  });

  test("words typed after 'saved' stay when the saved copy goes out, even after a reload, and go as an addition that names it", async ({ page }) => {
    const email = uniqueEmail("gap-added");
    await page.clock.install();
    await page.route(INBOX_URL, failPost);
    await fillContact(page, email);
    await send(page);
    await advanceUntilVisible(page, page.getByText(SAVED_NOTICE));
    const withPs = "Nothing typed here may be lost. PS: my direct line is 555 0100.";
    await page.getByLabel("Message").fill(withPs);

    await page.unroute(INBOX_URL, failPost);
    await advanceUntilVisible(page, page.getByText(/What you typed after it is still here/));
    const first = await expectOneSubmission(email);
    await expect(page.getByRole("heading", { name: "Thank You!" })).toHaveCount(0);
    await expect(page.getByLabel("Message")).toHaveValue(withPs);
    await page.reload();
    await expect(page.getByLabel("Message")).toHaveValue(withPs);
    await expect(page.getByText(/What you typed after it is still here/)).toBeVisible();

    await send(page);
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await expect.poll(() => recordsFor(email).length).toBe(2);
    expect(recordsFor(email)[1]).toMatchObject({ message: withPs, supersedes: first.submissionId });
  });

  test("one enquiry is one lead: a tab that did not send a copy never shows it as its own, its own words are a lead of their own, and the other's delivery is told there as another message", async ({
    page,
    context,
  }) => {
    const email = uniqueEmail("gap-other-tabs");
    await context.route(INBOX_URL, failPost);
    const earlier = await context.newPage();
    await earlier.goto("/contact");
    await page.clock.install();
    await fillContact(page, email);
    await send(page);
    await advanceUntilVisible(page, page.getByText(SAVED_NOTICE));
    // The tab open beside it keeps its own empty form: nothing of the other tab's message is shown as its own.
    await expect(earlier.getByText(SAVED_NOTICE)).toHaveCount(0);
    await expect(earlier.getByLabel("Full Name")).toHaveValue("");

    const later = await context.newPage();
    await later.goto("/contact");
    await expect(later.getByText(SAVED_NOTICE)).toHaveCount(0);
    await later.getByLabel("Full Name").fill("Grace Hopper");
    await later.getByLabel("Email Address").fill(email);
    await later.getByLabel("Message").fill("From my other tab: a different question.");
    await later.getByRole("button", { name: "Send Message" }).click();
    await expect(later.getByRole("heading", { name: "Thank You!" })).toHaveCount(0);

    await context.unroute(INBOX_URL, failPost);
    await later.reload();
    await expect.poll(() => recordsFor(email).length).toBe(2);
    const first = recordsFor(email).find((record) => record.message === "Nothing typed here may be lost.")!;
    const second = recordsFor(email).find((record) => record.message === "From my other tab: a different question.")!;
    // Two enquiries, two leads: neither is stored as an edit of the other.
    expect(second.supersedes ?? "").toBe("");
    expect(first.supersededBy ?? "").toBe("");
    // Each tab thanks for its own, by its own reference.
    await expect(later.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await expect(later.getByText("Your reference:")).toContainText(second.submissionId!.slice(0, 8));
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await expect(page.getByText("Your reference:")).toContainText(first.submissionId!.slice(0, 8));

    // A tab opened after delivery offers its own empty form, not another tab's thanks.
    const after = await context.newPage();
    await after.goto("/contact");
    await expect(after.getByLabel("Full Name")).toBeEnabled();
    await expect(after.getByRole("heading", { name: "Thank You!" })).toHaveCount(0);
    await expect(after.getByLabel("Full Name")).toHaveValue("");
  });

  test("a copy delivered from another tab while this tab's form is open is told here as another message, never as this form's", async ({ page, context }) => {
    const email = uniqueEmail("gap-told-elsewhere");
    await context.route(INBOX_URL, failPost);
    await page.clock.install();
    await fillContact(page, email);
    await send(page);
    await advanceUntilVisible(page, page.getByText(SAVED_NOTICE));
    await page.close();
    // Its tab closed, the copy waits; a tab with the contact form open delivers it and says so as another message.
    await context.unroute(INBOX_URL, failPost);
    const other = await context.newPage();
    await other.goto("/contact");
    await expect(other.getByLabel("Full Name")).toBeEnabled();
    const record = await expectOneSubmission(email);
    await expect(other.getByText(`Your saved message has been sent (reference ${record.submissionId!.slice(0, 8)})`)).toBeVisible();
    await expect(other.getByRole("heading", { name: "Thank You!" })).toHaveCount(0);
    await expect(other.getByLabel("Full Name")).toHaveValue("");
  });

  test("a pre-filled idea the form does not show never blocks Send, and one too long for its field is cut with a note", async ({ page }) => {
    const tooLong = "i".repeat(FIELD_LIMITS.longText + 1);

    const hiddenEmail = uniqueEmail("gap-hidden-idea");
    await page.goto(`/contact?intent=explore&idea=${tooLong}`);
    await expect(page.getByLabel("Full Name")).toBeEnabled();
    await page.getByLabel("Full Name").fill("Hedy Lamarr");
    await page.getByLabel("Email Address").fill(hiddenEmail);
    await send(page);
    const hidden = await expectThankYouWithReference(page, hiddenEmail);
    expect(hidden.selectedIntent).toBe("explore");
    expect(hidden.customAgentIdea).toBe("Not specified");

    await page.getByRole("button", { name: "Submit Another Response" }).click();
    const cutEmail = uniqueEmail("gap-cut-idea");
    await page.goto(`/contact?intent=custom&idea=${tooLong}`);
    await expect(page.getByLabel("Full Name")).toBeEnabled();
    await expect(
      page.getByText(`was longer than ${FIELD_LIMITS.longText.toLocaleString("en-US")} characters, so it was cut to fit`, { exact: false }),
    ).toBeVisible();
    await expect(page.getByLabel("Describe your agent idea")).toHaveValue(tooLong.slice(0, FIELD_LIMITS.longText));
    await page.getByLabel("Full Name").fill("Hedy Lamarr");
    await page.getByLabel("Email Address").fill(cutEmail);
    await send(page);
    const cut = await expectThankYouWithReference(page, cutEmail);
    expect(cut.customAgentIdea).toHaveLength(FIELD_LIMITS.longText);
  });
});
