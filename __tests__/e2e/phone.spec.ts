// The comparison and the marketplace on a 390 x 844 phone: nothing scrolls sideways, and the first
// agent shows within one screen.
import { compareRows } from "@/lib/agents/compare-rows";
import { requireAgent } from "@/lib/agents/catalog";
import { expect, test } from "./fixtures";
import { expectHydrated } from "./helpers";

test.use({ viewport: { width: 390, height: 844 } });

test("the comparison stacks one agent at a time, every name, price and row readable without scrolling sideways", async ({ page }) => {
  const slugs = ["ai-receptionist-agent", "finance-tracker", "nutrition-guru-agent"];
  await page.goto(`/compare?agents=${slugs.join(",")}`);
  for (const slug of slugs) {
    const agent = page.getByRole("article", { name: requireAgent(slug).name });
    await expect(agent).toBeVisible();
    await expect(agent.locator("dt")).toHaveText(compareRows.map((row) => row.label));
    await expect(agent.getByRole("link", { name: `Request ${requireAgent(slug).name}` })).toBeVisible();
    const box = await agent.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }
  await expect(page.getByRole("article")).toHaveCount(slugs.length);
  await expect(page.getByRole("table")).toBeHidden();
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
  // From the top of the section's heading to the bottom of the first agent's name: within one screen.
  const sectionTitle = page.getByRole("heading", { name: "All agents", level: 2 });
  const firstName = page.getByRole("list", { name: "Agents" }).getByRole("listitem").first().getByRole("heading", { level: 3 });
  await expect(sectionTitle).toBeVisible();
  await expect(firstName).toBeVisible();
  const sectionTop = (await sectionTitle.boundingBox())!.y;
  const nameBox = (await firstName.boundingBox())!;
  expect(nameBox.y + nameBox.height - sectionTop).toBeLessThanOrEqual(844);

  await functions.selectOption("Sales");
  await expect(page).toHaveURL("/all-agents?function=Sales");
  await expect(page.getByRole("status").filter({ hasText: "Showing" })).toContainText("under Sales");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
