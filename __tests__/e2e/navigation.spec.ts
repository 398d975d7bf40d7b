// The way out of every kind of page: each header link, then Back, with client-side navigation as
// a visitor gets it. An effect whose return value React calls as its cleanup (current Chromium's
// scrollTo returns a Promise) crashed every page reached from /contact; nothing else left it.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectHydrated } from "./helpers";

const kindsOfPage = [
  ["home", "/"],
  ["services", "/services"],
  ["about", "/about"],
  ["marketplace", "/all-agents"],
  ["contact", "/contact"],
  ["compare", "/compare"],
  ["blog list", "/blogs"],
  ["article", "/blog/healthcare-ai"],
  ["agent page", "/agent/finance-tracker"],
  ["dedicated agent page (AI Marketeer)", "/agent/ai-marketeer-agent"],
  ["dedicated agent page (Omnichannel Support)", "/omnichannel-support-agent"],
  ["dedicated agent page (Order Verification)", "/order-verification-agent"],
  ["procurement sheet", "/procurement/finance-tracker"],
  ["coming soon", "/coming-soon"],
] as const;

// Every window method that scrolls returns a Promise here, as in Chromium 156 and later, so an
// effect that returns what it returns fails these tests in whichever Chromium runs them.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    for (const name of ["scrollTo", "scroll", "scrollBy"] as const) {
      const original = window[name] as (...args: unknown[]) => void;
      Object.defineProperty(window, name, {
        configurable: true,
        writable: true,
        value: function (this: Window, ...args: unknown[]) {
          original.apply(this, args);
          return Promise.resolve();
        },
      });
    }
  });
});

const header = (page: Page) => page.getByRole("banner");

async function expectNoErrorPage(page: Page) {
  await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toHaveCount(0);
  await expect(page.getByRole("main")).toBeVisible();
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await expectHydrated(header(page).getByRole("link").first());
}

for (const [kind, path] of kindsOfPage) {
  test(`from the ${kind} page, every header link and Back work without an error`, async ({ page }) => {
    await open(page, path);
    const links = await header(page)
      .getByRole("link")
      .evaluateAll((anchors) => anchors.map((anchor) => ({ name: anchor.textContent?.trim() ?? "", href: anchor.getAttribute("href") ?? "" })));
    expect(links.map((link) => link.name)).toEqual(expect.arrayContaining(["Home", "Services", "Marketplace", "Blogs", "About", "Contact Us"]));

    for (const [index, link] of links.entries()) {
      if (index > 0) await open(page, path);
      const from = page.url();
      await header(page).getByRole("link").nth(index).click();
      const target = new URL(link.href, from);
      await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, "") === target.pathname.replace(/\/$/, ""));
      await expectNoErrorPage(page);
      if (page.url() === from) continue; // a link to the page itself adds no history entry
      await page.goBack();
      await expect(page).toHaveURL(from);
      await expectNoErrorPage(page);
    }
  });
}

test("leaving the contact page by Back, then Forward, shows each page without an error", async ({ page }) => {
  await open(page, "/about");
  await header(page).getByRole("link", { name: "Contact Us" }).click();
  await expect(page.getByLabel("Full Name")).toBeEnabled();
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await expectNoErrorPage(page);
  await page.goForward();
  await expect(page).toHaveURL(/\/contact$/);
  await expectNoErrorPage(page);
  await expect(page.getByLabel("Full Name")).toBeEnabled();
});
