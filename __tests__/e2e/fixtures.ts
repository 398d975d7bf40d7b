import { test as base, expect } from "@playwright/test";

type Fixtures = {
  /** Console errors that a test expects; any other error fails the test. */
  allowConsoleErrors: RegExp | null;
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  allowConsoleErrors: [null, { option: true }],
  consoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        // For "Failed to load resource" Chromium gives the resource's URL as the message's location.
        const url = message.location().url;
        if (!allowConsoleErrors?.test(text)) errors.push(url ? `${text} (${url})` : text);
      });
      page.on("pageerror", (error) => errors.push(`Uncaught: ${error.message}`));
      // Names the resources behind "Failed to load resource" messages in the failure report.
      const failedResponses: string[] = [];
      page.on("response", (response) => {
        if (response.status() >= 400) failedResponses.push(`HTTP ${response.status()} ${response.url()}`);
      });
      await use(errors);
      expect(errors, `console errors on the page (failed responses: ${failedResponses.join(", ") || "none"})`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** A document answered with 404 is reported by Chromium as a failed resource load. */
export const NOT_FOUND_RESOURCE = /Failed to load resource: the server responded with a status of 404/;
