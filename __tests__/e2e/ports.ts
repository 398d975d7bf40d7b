// The browser tests' own ports and inbox file, so they never touch a running `npm start`.
export const E2E_SITE_PORT = 3100;
export const E2E_INBOX_PORT = 3101;
export const E2E_INBOX_FILE = ".data/e2e-inbox.jsonl";
