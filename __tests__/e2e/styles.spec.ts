// The stylesheets are inlined in each page's HTML (experimental.inlineCss) and pinned by hash in
// its Content-Security-Policy. A client-side navigation adds the landing page's stylesheets that
// the document lacks as <style> elements: the policy of the page the visitor started on must let
// them apply.
import { expect, test } from "./fixtures";
import { expectHydrated } from "./helpers";

const inlinedHrefs = () => [...document.querySelectorAll("style[data-href]")].flatMap((style) => (style.getAttribute("data-href") ?? "").split(" "));

test("a client-side navigation applies the styles of the page it lands on, within the policy", async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { violations: string[] }).violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await page.goto("/about");
  const before = await page.evaluate(inlinedHrefs);
  expect(before.length).toBeGreaterThan(0);
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);

  const home = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" });
  await expectHydrated(home);
  // Marks this document: a full page load would lose it.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await home.click();
  await expect(page).toHaveURL("/");
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // Home shows agent cards, whose prices are styled by a stylesheet About does not use.
  const added = (await page.evaluate(inlinedHrefs)).filter((href) => !before.includes(href));
  expect(added.length).toBeGreaterThan(0);
  const ruleCounts = await page.evaluate(
    (hrefs) =>
      hrefs.map((href) => {
        const style = [...document.querySelectorAll("style[data-href]")].find((each) => each.getAttribute("data-href")?.split(" ").includes(href));
        // A style element the policy refused has no style sheet.
        return (style as HTMLStyleElement | undefined)?.sheet?.cssRules.length ?? 0;
      }),
    added,
  );
  for (const count of ruleCounts) expect(count).toBeGreaterThan(0);
  const price = page.getByRole("article").getByRole("paragraph").filter({ hasText: "/month" }).first();
  await expect(price).toHaveCSS("font-weight", "700");
  await expect(price).toHaveCSS("margin-bottom", "0px");
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});
