// Booking a call at a time the visitor picks. The live content's scheduler is whatever the owner has
// named (none in the preview), so the first tests follow it; the last deploys the site with a
// confirmed scheduler (a fixture) and books through it, with the provider's page stubbed: nothing
// leaves this machine, and no third party is asked for anything before the visitor's click.
import type { Page, Request } from "@playwright/test";
import { BOOKING_FILE } from "@/content/schema";
import { bookHref, confirmedScheduler, noSchedulerText, noSchedulerThanksText } from "@/lib/booking/scheduler";
import { BOOK_PATH } from "@/lib/site/hrefs";
import { deployedWith } from "../support/deployed-copy";
import { expectThankYouWithReference, fillContact, send } from "./delivery-helpers";
import { expect, test } from "./fixtures";
import { uniqueEmail } from "./inbox";

const scheduler = confirmedScheduler();
const policy = (page: Page) => page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
const frameSrc = async (page: Page) => (await policy(page))?.split("; ").find((directive) => directive.startsWith("frame-src"));

test("the contact page, /book and a form's thanks say how a call is booked, as the content stands", async ({ page }) => {
  await page.goto("/contact");
  const offer = page.getByText(/^Rather talk first\?/);
  if (scheduler) await expect(offer.getByRole("link", { name: "Pick a time for a call" })).toHaveAttribute("href", BOOK_PATH);
  else await expect(offer).toContainText(noSchedulerText);
  expect(await frameSrc(page)).toBe("frame-src 'self'");

  await page.goto(BOOK_PATH);
  await expect(page.getByRole("heading", { level: 1, name: "Book a Call" })).toBeVisible();
  if (scheduler) {
    await expect(page.getByTitle(`Pick a time on ${scheduler.provider}`)).toBeVisible();
    expect(await frameSrc(page)).toBe(`frame-src 'self' ${scheduler.origin}`);
  } else {
    await expect(page.getByText(noSchedulerText)).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(await frameSrc(page)).toBe("frame-src 'self'");
  }
  await page.getByRole("link", { name: "Send us a message instead" }).click();
  await expect(page).toHaveURL(/\/contact$/);

  const email = uniqueEmail("booking-offer");
  await fillContact(page, email);
  await send(page);
  await expectThankYouWithReference(page, email);
  const thanks = page.getByText(/^Would a call help\?/);
  if (scheduler) await expect(thanks.getByRole("link", { name: "Pick a time for a call" })).toHaveAttribute("href", bookHref({ name: "Grace Hopper", email }));
  else await expect(thanks).toHaveText(`Would a call help? ${noSchedulerThanksText}`);
});

test("with a scheduler named and confirmed, a stored lead is offered a time, and only the click reaches the provider", async ({ page }) => {
  test.setTimeout(600_000);
  const fixture = { url: "https://calendly.com/lumenfold-test/discovery-call", origin: "https://calendly.com" };
  const deployed = await deployedWith(
    { [BOOKING_FILE]: `${JSON.stringify({ scheduler: { value: fixture.url, confirmed: true } }, null, 2)}\n` },
    { withInbox: true },
  );
  const site = new URL(deployed.url);
  // Anything asked of a host other than this site and the inbox is a third party's.
  const thirdParty: string[] = [];
  const record = (request: Request) => {
    const { hostname } = new URL(request.url());
    if (!["127.0.0.1", "localhost", site.hostname].includes(hostname)) thirdParty.push(request.url());
  };
  page.on("request", record);
  const providerAsked: URL[] = [];
  await page.route(`${fixture.origin}/**`, (route) => {
    providerAsked.push(new URL(route.request().url()));
    return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Scheduler</title><h1>Pick a time</h1>" });
  });
  try {
    await page.goto(`${deployed.url}/contact`);
    await expect(page.getByText(/^Rather talk first\?/).getByRole("link", { name: "Pick a time for a call" })).toHaveAttribute("href", BOOK_PATH);
    // Only /book may frame the provider.
    expect(await frameSrc(page)).toBe("frame-src 'self'");

    const email = uniqueEmail("booking-scheduler");
    await page.goto(`${deployed.url}/contact?intent=custom`);
    await expect(page.getByLabel("Full Name")).toBeEnabled();
    await page.getByLabel("Full Name").fill("Grace Hopper");
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Describe your agent idea").fill("Route compiler errors to the right team.");
    await page.getByLabel("Message").fill("A call next week would help.");
    await send(page);
    await expectThankYouWithReference(page, email);
    const pick = page.getByText(/^Would a call help\?/).getByRole("link", { name: "Pick a time for a call" });
    await expect(pick.locator("xpath=..")).toContainText("Calendly calendar, with your name and e-mail filled in");
    expect(thirdParty).toEqual([]);

    await pick.click();
    await expect(page).toHaveURL(`${deployed.url}${bookHref({ name: "Grace Hopper", email })}`);
    expect(await frameSrc(page)).toBe(`frame-src 'self' ${fixture.origin}`);
    const calendar = page.frameLocator('iframe[title="Pick a time on Calendly"]');
    await expect(calendar.getByRole("heading", { name: "Pick a time" })).toBeVisible();
    const asked = providerAsked.at(-1)!;
    expect(`${asked.origin}${asked.pathname}`).toBe(fixture.url);
    expect(asked.searchParams.get("name")).toBe("Grace Hopper");
    expect(asked.searchParams.get("email")).toBe(email);
    expect(thirdParty.every((url) => url.startsWith(fixture.origin))).toBe(true);

    // Back: the thanks are still there, with the offer (the person, kept in the page's memory only, may be gone).
    await page.goBack();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await expect(page.getByText(/^Would a call help\?/).getByRole("link", { name: "Pick a time for a call" })).toBeVisible();
  } finally {
    // Leave the deployed site before it stops, so the chunks its page still loads are not refused.
    await page.goto("about:blank");
    await deployed.close();
  }
});
