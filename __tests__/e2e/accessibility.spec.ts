import AxeBuilder from "@axe-core/playwright";
import { canonicalRoutes } from "@/lib/site/routes";
import { NOT_FOUND_RESOURCE, expect, test } from "./fixtures";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

async function expectNoViolations(page: import("@playwright/test").Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary).toEqual([]);
}

test.describe("accessibility (axe, WCAG 2.2 A and AA)", () => {
  for (const route of canonicalRoutes()) {
    test(`${route} has no violations`, async ({ page }) => {
      await page.goto(route);
      await expectNoViolations(page);
    });
  }

  test("the phone menu, open, has no violations", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    await expectNoViolations(page);
  });

  test.describe("404", () => {
    test.use({ allowConsoleErrors: NOT_FOUND_RESOURCE });
    test("the 404 page has no violations", async ({ page }) => {
      await page.goto("/no-such-page");
      await expectNoViolations(page);
    });
  });
});
