// The comparison and the marketplace on a 390 x 844 phone: nothing scrolls sideways, and the first
// agent shows within one screen.
import { compareRows } from "@/lib/agents/compare-rows";
import { getAllAgents } from "@/lib/agents/catalog";
import { compareHref } from "@/lib/site/hrefs";
import { expect, test } from "./fixtures";
import { compareRowHeaders, expectHydrated } from "./helpers";

test.use({ viewport: { width: 390, height: 844 } });

test("the comparison stacks one field at a time, every agent's value under its name, nothing scrolling sideways", async ({ page }) => {
  // As many agents as can be compared at once: the catalog's first three.
  const agents = getAllAgents().slice(0, 3);
  const names = agents.map((agent) => agent.name);
  await page.goto(compareHref(agents.map((agent) => agent.slug)));
  const table = page.getByRole("table");
  await expect(table).toHaveAccessibleName(/^Comparison of /);
  // Still a table to assistive technology, with a header per field, though its rows are stacked.
  await expect(table.getByRole("rowheader")).toHaveText(compareRowHeaders());
  const fieldRows = table.locator("tbody").getByRole("row");
  await expect(fieldRows).toHaveCount(compareRows.length);
  for (const row of await fieldRows.all()) {
    const cells = row.getByRole("cell");
    await expect(cells).toHaveCount(names.length);
    for (const [index, name] of names.entries()) {
      const cell = cells.nth(index);
      await expect(cell.getByText(name, { exact: true })).toBeVisible();
      const box = (await cell.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
  }
  for (const name of names) {
    await expect(table.getByRole("link", { name: `Request ${name}`, exact: true })).toBeVisible();
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("the marketplace folds its functions into one select, so the first agent shows within one screen", async ({ page }) => {
  await page.goto("/all-agents");
  await expect(page.getByRole("group", { name: "Filter agents by business function" })).toBeHidden();
  const functions = page.getByLabel("Business function", { exact: true });
  await expect(functions).toBeVisible();
  // Measured once the page is hydrated: until then its controls may be swapped in place.
  await expectHydrated(functions);
  await expect(functions).toBeEnabled();
  // From the top of the section's heading to the bottom of the first agent's name: within one screen
  // under the browser's bars (844 px less 120).
  const sectionTitle = page.getByRole("heading", { name: "All agents", level: 2 });
  const firstName = page.getByRole("list", { name: "Agents" }).getByRole("listitem").first().getByRole("heading", { level: 3 });
  await expect(sectionTitle).toBeVisible();
  await expect(firstName).toBeVisible();
  const sectionTop = (await sectionTitle.boundingBox())!.y;
  const nameBox = (await firstName.boundingBox())!;
  expect(nameBox.y + nameBox.height - sectionTop).toBeLessThanOrEqual(724);

  await functions.selectOption("Sales");
  await expect(page).toHaveURL("/all-agents?function=Sales");
  await expect(page.getByRole("status").filter({ hasText: "Showing" })).toContainText("under Sales");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
