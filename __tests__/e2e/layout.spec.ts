import { coreServices } from "@/content/services";
import { mainNav, socialLinks } from "@/content/site";
import { expect, test } from "./fixtures";
import { expectHydrated, expectServiceSelected } from "./helpers";

test.describe("shared header", () => {
  test("shows the logo and the six items, and highlights the current section by path prefix", async ({ page }) => {
    await page.goto("/services");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(mainNav.map((item) => item.label));
    await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");

    await page.getByRole("link", { name: "Lumenfold home" }).click();
    await expect(page).toHaveURL("/");
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  });

  test("stays at the top of the viewport while the page scrolls", async ({ page }) => {
    await page.goto("/");
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const box = await page.getByRole("banner").boundingBox();
    expect(box?.y).toBe(0);
  });

  test("folds into a menu on a 360 px phone that works with the keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu" });
    const menuLink = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blogs" });
    await expect(menuLink).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await expectHydrated(toggle);
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(menuLink).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(menuLink).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu" })).toBeFocused();

    await page.keyboard.press("Enter");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL("/about");
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
    // The page itself never scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe("shared footer", () => {
  test("has the tagline, the four columns and the copyright line", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("Data & AI Services + Vertical AI Agents for Real Business Impact.");
    for (const heading of ["Services", "Marketplace", "Company", "Connect"]) {
      await expect(footer.getByRole("heading", { name: heading })).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: "Browse Agents" })).toHaveAttribute("href", "/marketplace");
    for (const [name, href] of [
      ["About", "/about"],
      ["Contact", "/contact"],
      ["Blogs", "/blogs"],
    ] as const) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Lumenfold`);
  });

  test("opens the Connect links in a new tab without handing over the opener", async ({ page }) => {
    await page.goto("/");
    const connect = page.getByRole("contentinfo").getByRole("list", { name: "Connect" });
    const links = connect.getByRole("link");
    await expect(links).toHaveCount(socialLinks.length);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("hides the Marketplace column on About only, loaded or reached by a link", async ({ page }) => {
    const footer = page.getByRole("contentinfo");
    const marketplaceColumn = footer.getByRole("heading", { name: "Marketplace" });
    await page.goto("/about");
    await expect(marketplaceColumn).toHaveCount(0);
    await page.goto("/services");
    await expect(marketplaceColumn).toBeVisible();
    // The footer belongs to the root layout, so it stays mounted across client-side navigations.
    await footer.getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(marketplaceColumn).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/services$/);
    await expect(marketplaceColumn).toBeVisible();
  });

  for (const service of coreServices) {
    test(`opens ${service.name} on the Services page, scrolled to and highlighting its card`, async ({ page }) => {
      await page.goto("/");
      await page.getByRole("contentinfo").getByRole("link", { name: service.name }).click();
      await expect(page).toHaveURL(`/services?service=${service.id}`);
      await expectServiceSelected(page, service.id);
    });
  }
});
