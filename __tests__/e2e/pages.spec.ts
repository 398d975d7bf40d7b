import { aboutHero, tractionClaim } from "@/content/about";
import { coreServices } from "@/content/services";
import { mainNav } from "@/content/site";
import { NOT_FOUND_RESOURCE, expect, test } from "./fixtures";
import { expectServiceSelected } from "./helpers";

test.describe("about page", () => {
  test("tells the founders' story and books a discovery call with the explore intent", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect((await page.getByRole("region", { name: aboutHero.title }).boundingBox())?.height).toBeGreaterThanOrEqual(600);
    const main = page.getByRole("main");
    for (const text of ["credit bureau", "data engineering platform", "enterprise data & AI platform", "30 minutes"]) {
      await expect(main).toContainText(text);
    }
    // The live agents' figures once the owner confirms them, and a sentence that says they are not before.
    const traction = page.locator("#traction");
    await expect(traction.getByRole("heading", { level: 2 })).toHaveText(tractionClaim.title);
    await expect(traction).toContainText(tractionClaim.text);
    if (tractionClaim.figure) await expect(traction).toContainText(tractionClaim.figure);
    await expect(page.getByRole("heading", { name: "How services and the marketplace work together" })).toBeVisible();
    const calls = main.getByRole("link", { name: "Book Free Discovery Call" });
    await expect(calls.first()).toHaveAttribute("href", "/contact?intent=explore");
  });
});

test.describe("services page", () => {
  test("lists the five core services in #core-services", async ({ page }) => {
    await page.goto("/services");
    const cards = page.locator("#core-services article");
    await expect(cards).toHaveCount(5);
    for (const service of coreServices) {
      await expect(page.locator(`#core-services #${service.id}`)).toContainText(service.name);
    }
  });

  test("selects a service from the URL after a short delay and clears it without one", async ({ page }) => {
    await page.goto("/services?service=devops-dataops");
    await expectServiceSelected(page, "devops-dataops");

    await page.goto("/services");
    await expect(page.locator("[data-selected]")).toHaveCount(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("ignores an unknown service", async ({ page }) => {
    await page.goto("/services?service=astrology");
    await expect(page.locator("[data-selected]")).toHaveCount(0);
  });

  test("sends GenAI training to the training intent and the other buttons to explore", async ({ page }) => {
    await page.goto("/services");
    await expect(page.getByRole("link", { name: "Plan Your GenAI Training" })).toHaveAttribute("href", "/contact?intent=training");
    const main = page.getByRole("main");
    for (const name of ["Book Free Discovery Call", "Discuss Your Project"]) {
      for (const link of await main.getByRole("link", { name }).all()) {
        await expect(link).toHaveAttribute("href", "/contact?intent=explore");
      }
    }
  });

  test("describes the three engagement models", async ({ page }) => {
    await page.goto("/services");
    for (const name of ["Swift Projects", "Ongoing Partnership", "Team Extension"]) {
      await expect(page.locator("#engagement-models").getByRole("heading", { name })).toBeVisible();
    }
  });
});

test("coming soon offers the blogs and suggestions", async ({ page }) => {
  await page.goto("/coming-soon");
  await expect(page.getByRole("heading", { level: 1, name: "Coming Soon" })).toBeVisible();
  await page.getByRole("link", { name: "Read Our Blogs" }).click();
  await expect(page).toHaveURL("/blogs");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/marketplace still forwards to /all-agents", async ({ page }) => {
    await page.goto("/marketplace");
    await expect(page).toHaveURL("/all-agents");
  });

  for (const [path, text] of [
    ["/", "Featured Agents"],
    ["/about", "Two agents in 30 minutes"],
    ["/services", "Engagement models"],
    ["/coming-soon", "Coming Soon"],
  ] as const) {
    test(`${path} is complete pre-rendered HTML`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("main")).toContainText(text);
      await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()} Lumenfold`);
    });
  }

  test("a 360 px phone shows the six header links, since the menu button cannot open", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    const links = page.getByRole("navigation", { name: "Main" }).getByRole("link");
    await expect(links).toHaveCount(mainNav.length);
    for (const link of await links.all()) await expect(link).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe("404 page", () => {
  test.use({ allowConsoleErrors: NOT_FOUND_RESOURCE });

  test("answers an unknown path with status 404, a way home, and logs the path", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(page).toHaveTitle("Page not found | Lumenfold");
    await expect.poll(() => warnings).toContain("404: no page exists at /no-such-page");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
  });

  test("names an unknown agent's tab 'Agent Not Found', as its heading does", async ({ page }) => {
    await page.goto("/agent/no-such-agent");
    await expect(page.getByRole("heading", { level: 1, name: "Agent Not Found" })).toBeVisible();
    await expect(page).toHaveTitle("Agent Not Found | Lumenfold");
  });
});
