// The browser tests' own ports and inbox file, so they never touch a running `npm start`.
// E2E_SITE_PORT and E2E_INBOX_PORT move them, so two checkouts can run their suites side by side.
export const E2E_SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100);
export const E2E_INBOX_PORT = Number(process.env.E2E_INBOX_PORT ?? 3101);
export const E2E_INBOX_FILE = ".data/e2e-inbox.jsonl";
/** A deployed copy (__tests__/support/deployed-copy.ts) whose forms post to the inbox is served here, an origin the inbox takes. */
export const E2E_DEPLOYED_SITE_PORT = E2E_SITE_PORT + 2;
