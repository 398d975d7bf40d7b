// The stylesheets are inlined in each page's HTML (experimental.inlineCss) and pinned by hash in
// its Content-Security-Policy. A client-side navigation adds the landing page's stylesheets that
// the document lacks as <style> elements: the policy of the page the visitor started on must let
// them apply.
import { agentHref } from "@/lib/site/hrefs";
import { agentWhere } from "../support/agent-picks";
import { waitForIdleLoads } from "./delivery-helpers";
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

test.describe("an agent page's request form and estimator, whose code loads apart from the page's", () => {
  const { agent } = agentWhere("on the generic agent page with the default request form", (each) => !each.path && !each.requestForm);

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("are styled by the page's own HTML", async ({ page }) => {
      await page.goto(agentHref(agent));
      // field.module.css gives every text field a 44 px target; unstyled, an input is about 20 px tall.
      await expect(page.getByLabel("Full Name")).toHaveCSS("min-height", "44px");
    });
  });

  test("bring no stylesheet to fetch once their code has come", async ({ page }) => {
    const stylesheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
    });
    await page.goto(agentHref(agent));
    // The form's fields are enabled once its code has come and it has mounted.
    await expect(page.getByLabel("Full Name")).toBeEnabled();
    await expect(page.getByRole("button", { name: "Submit Request" })).toBeEnabled();
    await waitForIdleLoads(page);
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
    expect(stylesheets).toEqual([]);
    await expect(page.getByLabel("Full Name")).toHaveCSS("min-height", "44px");
  });
});
