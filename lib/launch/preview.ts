// Preview or production. `npm run build` is the production build: it stops while any fact only the
// owner can confirm is unconfirmed. `npm run build:preview` (SITE_PREVIEW=1), which `npm start`,
// the tests and the bench use, always builds; so does `npm run dev`. Any build made while a fact
// is unconfirmed is a preview: every page says it is not for launch
// (components/layout/PreviewBanner.tsx) and asks search engines not to index it.
import { withNotice } from "@/lib/launch/notice-text";
import { unconfirmedFacts, type UnconfirmedFact } from "@/lib/launch/unconfirmed-facts";

/** The variable that asks for a preview build. */
const PREVIEW_VARIABLE = "SITE_PREVIEW";

type Env = Partial<Record<string, string>>;

function previewAsked(env: Env): boolean {
  return env[PREVIEW_VARIABLE] === "1";
}

/** Whether a build must stop: a production build while any fact is unconfirmed. */
export function buildRefused(env: Env, unconfirmed: readonly UnconfirmedFact[]): boolean {
  return !previewAsked(env) && unconfirmed.length > 0;
}

/** Whether the pages being built are a preview, not for launch. */
export function isPreviewBuild(env: Env = process.env, unconfirmed: readonly UnconfirmedFact[] = unconfirmedFacts()): boolean {
  return previewAsked(env) || unconfirmed.length > 0;
}

/**
 * What every machine-readable file of a preview build says of itself, so no reader takes it for the live site's.
 * @internal Exported for the tests and the build's checks (knip --production).
 */
export const PREVIEW_NOTICE = "Preview, not for launch: this file comes from a preview build of the site, not from the live site.";

/** PREVIEW_NOTICE in a preview build; undefined in production, where the files carry no mark. */
export function previewNotice(env: Env = process.env, unconfirmed?: readonly UnconfirmedFact[]): string | undefined {
  return isPreviewBuild(env, unconfirmed) ? PREVIEW_NOTICE : undefined;
}

/** The mark a JSON file of a preview build starts with: `{ preview: PREVIEW_NOTICE }`, or nothing. */
export function previewField(): { preview?: string } {
  const notice = previewNotice();
  return notice ? { preview: notice } : {};
}

/** A feed's or file's own description, after PREVIEW_NOTICE in a preview build. */
export function withPreviewNotice(text: string): string {
  return withNotice(previewNotice(), text);
}
