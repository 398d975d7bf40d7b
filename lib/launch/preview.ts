// Preview or production. `npm run build` is the production build: it stops while any fact only the
// owner can confirm is unconfirmed. `npm run build:preview` (SITE_PREVIEW=1), which `npm start`,
// the tests and the bench use, always builds; so does `npm run dev`. Any build made while a fact
// is unconfirmed is a preview: every page says it is not for launch
// (components/layout/PreviewBanner.tsx) and asks search engines not to index it.
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
