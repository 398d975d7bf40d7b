// The launch checklist the editor shows at /admin/launch.html (scripts/cms-config.ts): every fact
// `npm run check:launch` lists, with the pages that show it and where in the editor to confirm it;
// then, apart, the optional ones (proof the pages show once confirmed).
import { getAllAgents } from "@/lib/agents/catalog";
import { agentSlugOf } from "@/content/agents/files";
import { CUSTOMERS_FOLDER, hasConfirmedCustomerStory } from "@/content/customers/files";
import { BOOKING_FILE, CLAIMS_FILE, COMPANY_FILE, QUOTE_TERMS_FILE, TRUST_DOCUMENTS_FILE } from "@/content/schema";
import { cmsEntryHash } from "@/lib/cms/config";
import { unconfirmedFacts, type UnconfirmedFact } from "@/lib/launch/unconfirmed-facts";
import {
  BOOK_PATH,
  CUSTOMERS_PATH,
  QUOTE_PATH,
  agentHref,
  legalNoticeHref,
  privacyHref,
  procurementSheetHref,
  trustCenterHrefs,
  trustHref,
} from "@/lib/site/hrefs";

export type ChecklistRow = UnconfirmedFact & {
  /** The file, without its line. */
  path: string;
  /** Where the editor opens it, as /admin/'s hash; none for a file it does not edit. */
  editorEntry?: string;
  /** The site's pages that show or depend on it. */
  pages: string[];
};

/** The pages built from each file of facts (the modules' headers say which read them). */
const pagesOfFile: Record<string, readonly string[]> = {
  [COMPANY_FILE]: [privacyHref, legalNoticeHref, trustHref(), trustCenterHrefs.subProcessors, "/.well-known/security.txt"],
  [TRUST_DOCUMENTS_FILE]: [trustCenterHrefs.dpa, trustCenterHrefs.questionnaire, trustCenterHrefs.vulnerabilityDisclosure],
  [QUOTE_TERMS_FILE]: [QUOTE_PATH],
  [BOOKING_FILE]: [BOOK_PATH, "/contact"],
  "content/regulation.ts": [trustHref()],
};

/**
 * `pagesShowing` finds the pages whose text holds a claim's words (claims are shown as written, on
 * whichever pages the copy puts them); the build passes one that reads the exported pages.
 */
export function launchChecklist(facts: readonly UnconfirmedFact[] = unconfirmedFacts(), pagesShowing: (text: string) => string[] = () => []): ChecklistRow[] {
  const agents = getAllAgents();
  return facts.map((fact) => {
    const path = fact.file.replace(/:\d+$/, "");
    const agent = agents.find((each) => each.slug === agentSlugOf(path));
    const pages = agent
      ? [
          agentHref(agent),
          ...(fact.field.startsWith("proof.") ? [] : [procurementSheetHref(agent.slug)]),
          ...(fact.field === "listing.pricing" ? [QUOTE_PATH] : []),
        ]
      : path === CLAIMS_FILE && typeof fact.value === "string"
        ? pagesShowing(fact.value)
        : path.startsWith(`${CUSTOMERS_FOLDER}/`)
          ? // The customers page exists only once a story is confirmed: no link to a page not there.
            hasConfirmedCustomerStory() && !path.includes("<slug>")
            ? [CUSTOMERS_PATH]
            : []
          : [...(pagesOfFile[path] ?? [])];
    // A line for something not added yet names a file to write ("content/agents/<slug>.yaml"), not one to open.
    return { ...fact, path, editorEntry: path.includes("<slug>") ? undefined : cmsEntryHash(path), pages };
  });
}
