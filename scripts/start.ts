// `npm start`: build when needed, then serve out/ on http://localhost:3000 like a CDN, with the
// local form inbox beside it unless NEXT_PUBLIC_FORM_ENDPOINT points somewhere else.
//   PORT (3000), HOST (127.0.0.1), INBOX_PORT (3001), INBOX_FILE (.data/form-inbox.jsonl),
//   INBOX_ALLOWED_ORIGINS, INBOX_MAX_PER_EMAIL_PER_HOUR (see docs/forms.md)
import { LOCAL_INBOX_FILE, LOCAL_INBOX_URL } from "../lib/forms/local-inbox";
import { ensureBuild, previewFormEndpoint } from "./ensure-build";
import { inboxAllowedOrigins, startFormInbox } from "./form-inbox";
import { startStaticServer } from "./static-server";

async function main() {
  const formEndpoint = previewFormEndpoint();
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? "127.0.0.1";
  if (formEndpoint === LOCAL_INBOX_URL) {
    // First: an unusable INBOX_FILE stops `npm start` with its reason before any build or server.
    await startFormInbox({ allowedOrigins: inboxAllowedOrigins(port) });
    console.log(`[inbox] submissions are appended to ${LOCAL_INBOX_FILE}`);
  }
  ensureBuild({ formEndpoint, force: process.argv.includes("--rebuild") });
  await startStaticServer({ root: "out", port, host });
  console.log(`[site] serving out/ on http://localhost:${port}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
