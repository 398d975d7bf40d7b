// WCAG 2.2 AA as a keyboard, screen-reader and low-vision visitor meets it, beyond what axe sees:
// focus that is never lost or covered, rings and borders with 3:1 contrast, required fields in the
// accessibility tree, and delivery states each announced once, in words that agree.
import type { Page, Route } from "@playwright/test";
import { agents } from "@/content/agents";
import { articles } from "@/content/articles";
import { AGENT_REQUEST_SECTION_ID, AGENT_ROI_SECTION_ID, agentHref } from "@/lib/site/hrefs";
import { DELIVERY_CONSOLE_ERRORS, SAVED_NOTICE, SUCCESS_TOAST, advanceUntilVisible, fillContact, send } from "./delivery-helpers";
import { expect, test } from "./fixtures";
import { expectHydrated, scrollNear } from "./helpers";
import { INBOX_URL, uniqueEmail } from "./inbox";
import { announcements, axProperties, contrastProblems, expectFocusSeen, focusProblem, recordAnnouncements } from "./a11y-helpers";

const agent = agents[0]!;
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

async function openMenu(page: Page) {
  const toggle = mainNav(page).getByRole("button", { name: "Menu" });
  await expectHydrated(toggle);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  return toggle;
}

test.describe("the phone menu (1, 2)", () => {
  test("closes when focus leaves it, so the next stop is never under it", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto(agentHref(agent));
    const toggle = await openMenu(page);
    // One name, whose state is aria-expanded.
    await expect(toggle).toHaveAccessibleName("Menu");
    await mainNav(page).getByRole("link", { name: "Contact Us" }).focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Back to Marketplace" })).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page).getByRole("link", { name: "Contact Us" })).toBeHidden();
    await expectFocusSeen(page);
  });

  test("closes on a click outside it", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto(agentHref(agent));
    const toggle = await openMenu(page);
    await page.mouse.click(400, 850);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page).getByRole("link", { name: "Blogs" })).toBeHidden();
  });

  test("every item is reachable and seen in a 640 x 360 viewport", async ({ page }) => {
    await page.setViewportSize({ width: 640, height: 360 });
    await page.goto("/about");
    const toggle = await openMenu(page);
    const links = mainNav(page).getByRole("link");
    const count = await links.count();
    await toggle.focus();
    for (let index = 0; index < count; index++) {
      await page.keyboard.press("Tab");
      await expect(links.nth(index)).toBeFocused();
      await expect(links.nth(index)).toBeInViewport({ ratio: 1 });
      await expectFocusSeen(page);
    }
    await expect(links.last()).toHaveText("Contact Us");
    await links.last().click();
    await expect(page).toHaveURL("/contact");
  });
});

test.describe("contrast of what shows focus and marks out fields (3, 4)", () => {
  for (const route of ["/", "/all-agents", agentHref(agent), "/contact", "/blogs", `/blog/${articles[0]!.id}`, "/compare"]) {
    test(`${route}: every focus ring has 3:1 against what is behind it`, async ({ page }) => {
      await page.goto(route);
      expect(await contrastProblems(page, "focus ring")).toEqual([]);
    });
  }

  test("the ring on the current page's pill in the open phone menu has 3:1 on the pill", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto("/blogs");
    await openMenu(page);
    expect(await contrastProblems(page, "focus ring", { ownFill: "[aria-current=page]" })).toEqual([]);
  });

  for (const route of ["/contact", agentHref(agent), "/all-agents"]) {
    test(`${route}: every field's border has 3:1`, async ({ page }) => {
      await page.goto(route);
      if (route === agentHref(agent)) await scrollNear(page, AGENT_REQUEST_SECTION_ID);
      await expect(page.getByLabel("Full Name").or(page.getByLabel("Search agents"))).toBeEnabled();
      expect(await contrastProblems(page, "field border")).toEqual([]);
    });
  }
});

test.describe("required fields (5)", () => {
  test("are required in the accessibility tree, and the form says what * means", async ({ page }) => {
    await page.goto("/contact");
    for (const label of ["Full Name", "Email Address"]) {
      expect(await axProperties(page, page.getByLabel(label)), label).toMatchObject({ required: true });
    }
    expect(await axProperties(page, page.getByLabel("Organization"))).not.toMatchObject({ required: true });
    await expect(page.getByRole("form", { name: "Tell us about your project" }).getByText("Fields marked * are required.")).toBeVisible();

    await page.goto(agentHref(agent));
    for (const label of ["Full Name", "Email Address", "Company Name"]) {
      expect(await axProperties(page, page.getByLabel(label)), label).toMatchObject({ required: true });
    }
    await expect(page.getByRole("form", { name: "Request this agent" }).getByText("Fields marked * are required.")).toBeVisible();
  });
});

test.describe("sending with the endpoint down (6, 7)", () => {
  test.use({ allowConsoleErrors: DELIVERY_CONSOLE_ERRORS });

  test("keeps focus, and announces sending, saved and sent once each, in words that agree", async ({ page }) => {
    await recordAnnouncements(page);
    await page.clock.install();
    const hanging = () => new Promise<void>(() => {});
    await page.route(INBOX_URL, hanging);
    await fillContact(page, uniqueEmail("a11y-sending"));
    // Enter in a field that goes inert while sending: focus moves to the button, never to <body>.
    await page.getByLabel("Email Address").press("Enter");
    const sending = page.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeFocused();
    await expect(sending).toBeDisabled();
    await page.clock.runFor(5_000);
    await expectFocusSeen(page);
    await advanceUntilVisible(page, page.getByText(SAVED_NOTICE));
    await expectFocusSeen(page);

    await page.unroute(INBOX_URL, hanging);
    await page.route(INBOX_URL, (route: Route) => route.continue());
    await advanceUntilVisible(page, page.getByRole("heading", { name: "Thank You!" }));
    await expectFocusSeen(page);
    const said = await announcements(page);
    expect(said.filter((text) => text === "Sending...")).toHaveLength(1);
    expect(said.filter((text) => SAVED_NOTICE.test(text))).toHaveLength(1);
    expect(said.filter((text) => text.includes(SUCCESS_TOAST))).toHaveLength(1);
    // Nothing invites a second send while the copy waits, and the thanks is not announced twice.
    expect(said.filter((text) => /try again|Thank You/.test(text))).toEqual([]);
  });

  test("Discard the saved copy and Submit Another Response leave focus on the form", async ({ page, context }) => {
    await page.clock.install();
    await fillContact(page, uniqueEmail("a11y-discard"));
    await context.setOffline(true);
    await send(page);
    await advanceUntilVisible(page, page.getByText(SAVED_NOTICE));
    await page.getByRole("button", { name: "Discard the saved copy" }).press("Enter");
    await expect(page.getByText(SAVED_NOTICE)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Send Message" })).toBeFocused();

    await context.setOffline(false);
    await page.getByRole("button", { name: "Send Message" }).press("Enter");
    await advanceUntilVisible(page, page.getByRole("button", { name: "Submit Another Response" }));
    await page.getByRole("button", { name: "Submit Another Response" }).press("Enter");
    await expect(page.getByRole("radio").first()).toBeFocused();
    await expectFocusSeen(page);
    // Focus passed through the intents without choosing one: the form still sends, with no intent.
    await page.getByLabel("Full Name").fill("Grace Hopper");
    await page.getByLabel("Email Address").fill(uniqueEmail("a11y-again"));
    await page.getByLabel("Email Address").press("Enter");
    await advanceUntilVisible(page, page.getByRole("heading", { name: "Thank You!" }));
  });
});

test.describe("controls that remove themselves (7)", () => {
  test("Clear on the compare bar leaves focus on the bar, and the bar's change is announced", async ({ page }) => {
    await recordAnnouncements(page);
    await page.goto("/all-agents");
    const toggle = page.getByRole("checkbox", { name: `Compare ${agent.name}` });
    await expect(toggle).toBeEnabled();
    await toggle.check();
    await expect.poll(() => announcements(page)).toContain(`Marked to compare: ${agent.name}.`);
    await page.getByRole("button", { name: "Clear" }).press("Enter");
    await expect(page.getByRole("link", { name: "Compare all agents" })).toBeFocused();
    await expectFocusSeen(page);
  });

  test("Bring them back leaves focus on the restored choice", async ({ page }) => {
    await page.goto("/contact?intent=custom");
    await expect(page.getByLabel("Describe your agent idea")).toBeEnabled();
    await page.getByLabel("Describe your agent idea").fill("Sort the post.");
    await page.getByRole("radio", { name: /Explore Services/ }).check();
    await page.getByRole("button", { name: "Bring them back" }).press("Enter");
    await expect(page.getByRole("radio", { name: /Custom Agent/ })).toBeFocused();
    await expect(page.getByLabel("Describe your agent idea")).toHaveValue("Sort the post.");
  });
});

test("/compare: going backwards, no control sits under the sticky row headers (8)", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/compare");
  const last = agents.at(-1)!;
  await page.getByRole("link", { name: `Procurement sheet for ${last.name}` }).focus();
  const table = page.getByRole("table");
  const problems: string[] = [];
  for (let step = 0; step < 4 * agents.length && (await table.evaluate((element) => element.contains(document.activeElement))); step++) {
    const problem = await focusProblem(page);
    if (problem) problems.push(problem);
    await page.keyboard.press("Shift+Tab");
  }
  expect(problems).toEqual([]);
});

test.describe("/blogs order buttons (9)", () => {
  test("the pressed button keeps its contrast under the pointer", async ({ page }) => {
    await page.goto("/blogs");
    const popular = page.getByRole("button", { name: "Most Popular" });
    await expect(popular).toBeEnabled();
    await popular.click();
    await expect(popular).toHaveAttribute("aria-pressed", "true");
    // Polled: the colors change with a 0.15 s transition.
    const ratio = () =>
      popular.evaluate((button) => {
        const rgb = (text: string) =>
          text
            .match(/\d+(\.\d+)?/g)!
            .slice(0, 3)
            .map(Number);
        const lum = (text: string) =>
          rgb(text)
            .map((value) => value / 255)
            .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
            .reduce((sum, c, index) => sum + c * [0.2126, 0.7152, 0.0722][index]!, 0);
        const style = getComputedStyle(button);
        const [a, b] = [lum(style.color), lum(style.backgroundColor)].sort((x, y) => y - x);
        return (a! + 0.05) / (b! + 0.05);
      });
    await expect.poll(ratio).toBeGreaterThanOrEqual(4.5);
  });

  test("in forced colors the pressed button looks different from the other", async ({ page }) => {
    await page.emulateMedia({ forcedColors: "active" });
    await page.goto("/blogs");
    // What shows: the fill (a transparent one shows its group's), the text and the border, as forced colors leave them.
    const look = (name: string) =>
      page.getByRole("button", { name }).evaluate((button) => {
        const style = getComputedStyle(button);
        let filled: Element | null = button;
        while (filled && /rgba\(.*, 0\)$|transparent/.test(getComputedStyle(filled).backgroundColor)) filled = filled.parentElement;
        const border = parseFloat(style.borderTopWidth) > 0 && style.borderTopStyle !== "none" ? style.borderTopColor : "no border";
        return [filled ? getComputedStyle(filled).backgroundColor : "canvas", style.color, border].join(" ");
      });
    await expect(page.getByRole("button", { name: "Most Recent" })).toHaveAttribute("aria-pressed", "true");
    expect(await look("Most Recent")).not.toEqual(await look("Most Popular"));
  });

  test("each card links to its article once", async ({ page }) => {
    await page.goto("/blogs");
    const card = page.getByRole("article").first();
    await expect(card.getByRole("link")).toHaveCount(1);
  });
});

test.describe("announcements settle", () => {
  test("the search count is announced once the visitor stops typing, and the sort order is announced", async ({ page }) => {
    await recordAnnouncements(page);
    await page.clock.install();
    await page.goto("/all-agents");
    const search = page.getByLabel("Search agents");
    await expect(search).toBeEnabled();
    // The page's clock stands still while the visitor types, however slow the machine, then moves on.
    await page.clock.pauseAt(Date.now() + 60_000);
    await search.pressSequentially("phone calls");
    await page.clock.runFor(2_000);
    // One announcement, of the words in the box once typing stopped.
    const words = await search.inputValue();
    await expect.poll(() => announcements(page)).toEqual([expect.stringMatching(new RegExp(`^Showing \\d+ of \\d+ agents matching “${words}”$`))]);
    await page.getByLabel("Sort by").selectOption({ label: "Alphabetical" });
    await page.clock.runFor(2_000);
    await expect.poll(async () => (await announcements(page)).at(-1)).toBe("Sorted by Alphabetical.");
  });

  test("the estimator's result is announced once the visitor stops typing", async ({ page }) => {
    await recordAnnouncements(page);
    await page.clock.install();
    await page.goto(agentHref(agent));
    await scrollNear(page, AGENT_ROI_SECTION_ID);
    const field = page.locator(`#${AGENT_ROI_SECTION_ID}`).getByRole("spinbutton").first();
    await expect(field).toBeEnabled();
    await page.clock.pauseAt(Date.now() + 60_000);
    await field.fill("");
    await field.pressSequentially("1234");
    await page.clock.runFor(2_000);
    const said = await announcements(page);
    expect(said).toHaveLength(1);
  });

  test("the compare table is a tab stop only where it scrolls sideways", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/compare?agents=${agents[0]!.slug},${agents[1]!.slug}`);
    await expect(page.getByRole("table")).toBeVisible();
    await expect(page.getByRole("region", { name: /scrolls sideways/ })).toHaveCount(0);
  });
});

test("a toast stays while focus is in it", async ({ page }) => {
  await page.clock.install();
  await fillContact(page, uniqueEmail("a11y-toast"));
  await send(page);
  const toast = page.getByText(SUCCESS_TOAST);
  await expect(toast).toBeVisible();
  await page.getByRole("button", { name: "Dismiss" }).focus();
  await page.clock.runFor(30_000);
  await expect(toast).toBeVisible();
});
