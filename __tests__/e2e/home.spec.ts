import { homeHero } from "@/content/home";
import { partners } from "@/content/site";
import { getFeaturedAgents } from "@/lib/agents/catalog";
import { agentHref } from "@/lib/site/hrefs";
import { expect, test } from "./fixtures";
import { expectBackToTop } from "./helpers";

test.describe("home page", () => {
  test("opens with a 600 px hero and its two buttons", async ({ page }) => {
    await page.goto("/");
    const hero = page.getByRole("region", { name: homeHero.title });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect((await hero.boundingBox())?.height).toBeGreaterThanOrEqual(600);
    await expect(hero.getByRole("link", { name: "Explore Services" })).toHaveAttribute("href", "/services");
    await hero.getByRole("link", { name: "Browse Agents" }).click();
    await expect(page).toHaveURL("/all-agents");
  });

  test("shows two solution cards and four why-us cards", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("#solutions article")).toHaveCount(2);
    await expect(page.locator("#why-us article")).toHaveCount(4);
  });

  // The agents whose files feature them (featuredOnHome), so featuring another keeps this green.
  test("links each featured agent's Learn More to its page, in the featured order", async ({ page }) => {
    await page.goto("/");
    const featured = page.locator("#featured-agents");
    const expected = getFeaturedAgents();
    expect(expected.length).toBeGreaterThan(0);
    await expect(featured.getByRole("article")).toHaveCount(expected.length);
    for (const [index, agent] of expected.entries()) {
      const link = featured
        .getByRole("article")
        .nth(index)
        .getByRole("link", { name: `Learn More about ${agent.name}` });
      await expect(link).toHaveAttribute("href", agentHref(agent));
    }
  });

  test("opens the four partner sites in a new tab", async ({ page }) => {
    await page.goto("/");
    const links = page.locator("#partners").getByRole("link");
    await expect(links).toHaveCount(4);
    for (const [index, partner] of partners.entries()) {
      const link = links.nth(index);
      await expect(link).toHaveAttribute("href", partner.href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link.getByRole("img")).toHaveAccessibleName(`${partner.name} (opens in a new tab)`);
    }
  });

  test("shows both how-it-works paths and sends Book a Call to the contact page with the explore intent", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("#how-it-works article")).toHaveCount(2);
    await expect(page.getByRole("link", { name: "Book a Call" })).toHaveAttribute("href", "/contact?intent=explore");
    await expect(page.getByRole("link", { name: "Book Free Discovery Call" })).toHaveAttribute("href", "/contact?intent=explore");
  });

  test("shows the back-to-top button after 300 px of scroll", async ({ page }) => {
    await page.goto("/");
    await expectBackToTop(page);
  });
});
