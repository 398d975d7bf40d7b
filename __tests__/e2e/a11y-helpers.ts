// What axe cannot see, measured in the page: where keyboard focus is and whether anything covers
// it, the contrast of the focus ring and of field borders against what is behind them (from
// getComputedStyle), the accessibility tree's required state, and what reaches a live region.
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Where focus is: on <body> (lost), covered by another layer at its center, or fine. */
export async function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement) return "focus is on <body>";
    // A link that wraps has a box per line; the middle of its whole box can fall between them.
    const box = element.getClientRects()[0] ?? element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const name = `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"`;
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return `${name} is outside the viewport`;
    const top = document.elementFromPoint(x, y);
    if (!top || !(top === element || element.contains(top))) return `${name} is under ${top?.tagName.toLowerCase()}.${top?.className}`;
    return null;
  });
}

export async function expectFocusSeen(page: Page) {
  expect(await focusProblem(page)).toBeNull();
}

/** Installs, before the page's scripts, a recorder of every text a live region comes to hold. */
export async function recordAnnouncements(page: Page) {
  await page.addInitScript(() => {
    const said: string[] = [];
    const last = new WeakMap<Element, string>();
    const live = '[role="status"], [role="alert"], [aria-live]:not([aria-live="off"]), output:not([aria-live="off"])';
    const observe = () => {
      new MutationObserver(() => {
        for (const region of document.querySelectorAll(live)) {
          if (region.closest("[hidden]")) continue;
          const text = (region.textContent ?? "").replace(/\s+/g, " ").trim();
          if (text && text !== last.get(region)) said.push(text);
          last.set(region, text);
        }
      }).observe(document.documentElement, { subtree: true, childList: true, characterData: true, attributes: true });
      // What the regions hold when the page appears is not announced.
      for (const region of document.querySelectorAll(live)) last.set(region, (region.textContent ?? "").replace(/\s+/g, " ").trim());
    };
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", observe);
    else observe();
    (window as unknown as { announcements: string[] }).announcements = said;
  });
}

export const announcements = (page: Page) => page.evaluate(() => [...(window as unknown as { announcements: string[] }).announcements]);

/** The accessibility tree's properties of a control, through the Chrome DevTools Protocol. */
export async function axProperties(page: Page, control: Locator): Promise<Record<string, unknown>> {
  const id = await control.getAttribute("id");
  const client = await page.context().newCDPSession(page);
  const { root } = await client.send("DOM.getDocument", { depth: 0 });
  const { nodeId } = await client.send("DOM.querySelector", { nodeId: root.nodeId, selector: `#${id}` });
  const { nodes } = await client.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
  await client.detach();
  return Object.fromEntries((nodes[0]?.properties ?? []).map((property) => [property.name, property.value.value]));
}

/**
 * Focuses every visible control of the page in turn (after one Tab, so focus shows as it does for
 * a keyboard) and lists each whose focus ring is missing or under 3:1 against the colors behind it.
 * `ownFill` selects controls whose ring must also stand out on their own fill (the current page's pill).
 * Field borders likewise: each text field, select and text area against the color around it and
 * its own fill.
 */
export async function contrastProblems(page: Page, what: "focus ring" | "field border", { ownFill = "" } = {}): Promise<string[]> {
  await page.keyboard.press("Tab");
  return page.evaluate(
    ([kind, filled]) => {
      type Rgba = [number, number, number, number];
      const parse = (text: string): Rgba[] =>
        [...text.matchAll(/rgba?\(([^)]+)\)/g)].map((match) => {
          const parts = match[1]!
            .split(/[\s,/]+/)
            .filter(Boolean)
            .map(Number);
          return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
        });
      const blend = (top: Rgba, under: Rgba): Rgba => {
        const a = top[3];
        return [top[0] * a + under[0] * (1 - a), top[1] * a + under[1] * (1 - a), top[2] * a + under[2] * (1 - a), 1];
      };
      const luminance = ([r, g, b]: Rgba) => {
        const channel = (value: number) => {
          const c = value / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      };
      const ratio = (a: Rgba, b: Rgba) => {
        const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
        return (light! + 0.05) / (dark! + 0.05);
      };
      /** The colors an element's box shows: its own fill over its ancestors', every stop of a gradient. */
      const backdrop = (start: Element | null): Rgba[] => {
        const layers: Rgba[] = [];
        let base: Rgba[] = [[255, 255, 255, 1]];
        for (let node = start; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.backgroundImage.includes("gradient")) {
            base = parse(style.backgroundImage);
            break;
          }
          const [color] = parse(style.backgroundColor);
          if (color && color[3] > 0) layers.push(color);
          if (color && color[3] === 1) {
            base = [layers.pop()!];
            break;
          }
        }
        return base.map((color) => layers.reduceRight((under, layer) => blend(layer, under), color));
      };
      const describe = (element: Element) =>
        `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? element.id).trim().slice(0, 40)}"`;
      const visible = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility === "visible" && !element.closest("[inert]");
      };
      const problems: string[] = [];
      const check = (element: Element, color: Rgba | undefined, against: Rgba[], what: string) => {
        for (const behind of against) {
          const value = color ? ratio(blend(color, behind), behind) : 1;
          if (value < 3) problems.push(`${describe(element)}: ${what} ${value.toFixed(2)}:1 on rgb(${behind.slice(0, 3).map(Math.round).join(", ")})`);
        }
      };
      if (kind === "field border") {
        const fields = document.querySelectorAll("input:not([type=checkbox]):not([type=radio]):not([type=hidden]), select, textarea");
        for (const field of [...fields].filter(visible)) {
          const style = getComputedStyle(field);
          if (parseFloat(style.borderBottomWidth) < 1) problems.push(`${describe(field)}: no border`);
          const [border] = parse(style.borderBottomColor);
          check(field, border, [...backdrop(field.parentElement), ...backdrop(field)], "border");
        }
        return problems;
      }
      const controls = document.querySelectorAll(
        "a[href], button:not(:disabled), input:not(:disabled):not([type=hidden]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex='-1'])",
      );
      for (const control of [...controls].filter(visible) as HTMLElement[]) {
        if (control.tabIndex < 0) continue;
        control.focus();
        if (document.activeElement !== control || !control.matches(":focus-visible")) continue;
        const style = getComputedStyle(control);
        if (style.outlineStyle === "none" || parseFloat(style.outlineWidth) < 2) {
          problems.push(`${describe(control)}: no focus ring`);
          continue;
        }
        const [ring] = parse(style.outlineColor);
        // The ring is drawn outside the control, on what is around it; flush with it, on its own fill too.
        const behind = backdrop(control.parentElement);
        if (parseFloat(style.outlineOffset) <= 0 || (filled && control.matches(filled))) behind.push(...backdrop(control));
        check(control, ring, behind, "focus ring");
      }
      return problems;
    },
    [what, ownFill] as const,
  );
}
