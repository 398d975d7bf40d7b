import { defineConfig } from "@playwright/test";
import { E2E_DEPLOYED_SITE_PORT, E2E_INBOX_FILE, E2E_INBOX_PORT, E2E_SITE_PORT } from "./__tests__/e2e/ports";
import { siteOrigins } from "./scripts/form-inbox";

// Browser tests run the real Chromium (the Debian package, never a downloaded build) against the
// exported out/, served like a CDN with the local form inbox beside it on their own ports.
export default defineConfig({
  testDir: "__tests__/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${E2E_SITE_PORT}`,
    browserName: "chromium",
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: ["--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-gpu"],
    },
  },
  webServer: {
    command: "npx tsx scripts/start.ts",
    url: `http://localhost:${E2E_SITE_PORT}/`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      PORT: String(E2E_SITE_PORT),
      INBOX_PORT: String(E2E_INBOX_PORT),
      INBOX_FILE: E2E_INBOX_FILE,
      // The site's origins, and a deployed copy's that sends a form.
      INBOX_ALLOWED_ORIGINS: [...siteOrigins(E2E_SITE_PORT), `http://127.0.0.1:${E2E_DEPLOYED_SITE_PORT}`].join(","),
      // The suite submits many forms from a few addresses within seconds; the throttle itself is unit-tested.
      INBOX_MAX_PER_EMAIL_PER_HOUR: "10000",
      NEXT_PUBLIC_FORM_ENDPOINT: "",
    },
  },
});
