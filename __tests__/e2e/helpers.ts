import type { Locator, Page } from "@playwright/test";
import type { ServiceId } from "@/content/services";
import { compareRows } from "@/lib/agents/compare-rows";
import { expect } from "./fixtures";

/** The Services page has scrolled to the core services and highlights exactly this card. */
export async function expectServiceSelected(page: Page, id: ServiceId) {
  await expect(page.locator(`#${id}`)).toHaveAttribute("data-selected", "");
  await expect(page.locator("[data-selected]")).toHaveCount(1);
  await expect(page.locator("#core-services")).toBeInViewport();
}

/** Scrolls the window to an absolute position and waits for the scroll handlers to run. */
export async function scrollWindowTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

/** Checks the round back-to-top button: hidden until more than 300 px of scroll, then back to 0. */
export async function expectBackToTop(page: Page) {
  const button = page.getByRole("button", { name: "Back to top" });
  await expect(button).toHaveCount(0);
  await scrollWindowTo(page, 300);
  await expect(button).toHaveCount(0);
  await scrollWindowTo(page, 301);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
}

/**
 * Waits until React has hydrated the element. Keys pressed before then reach a button with no
 * handler yet; a real visitor would press again, a test would fail at random.
 */
export async function expectHydrated(locator: Locator) {
  await expect.poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber")))).toBe(true);
}

/**
 * Scrolls a part of the page into view as a visitor would. The agent page loads its estimator's
 * and request form's code only when they come near the viewport; until then their fields stay
 * disabled, and Playwright waits for a field to be enabled before it scrolls to it.
 */
export async function scrollNear(page: Page, sectionId: string) {
  await page.locator(`#${sectionId}`).scrollIntoViewIfNeeded();
}

/** Matches text that begins with `text`, read literally (a speaker's name may hold regex characters). */
export function startingWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
}

/** The comparison's row headers: each row's label (a note follows where every agent compared says the same), then "Next step". */
export const compareRowHeaders = () => [...compareRows.map((row) => startingWith(row.label)), "Next step"];
