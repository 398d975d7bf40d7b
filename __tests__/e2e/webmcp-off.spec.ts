// Chromium without WebMCP: the tools' code is never downloaded (webmcp.spec.ts checks that, with the
// flag, the same name is found in the one chunk that holds them).
import { expect, test } from "./fixtures";

test.describe("without WebMCP", () => {
  test("the page has no document.modelContext and downloads none of the tools' code", async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text());
    });
    await page.goto("/all-agents");
    expect(await page.evaluate(() => "modelContext" in document)).toBe(false);
    // Past the idle callback's timeout, when a browser with WebMCP would have imported the tools.
    await page.waitForTimeout(3500);
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.filter((body) => body.includes("search_agents"))).toEqual([]);
  });
});
