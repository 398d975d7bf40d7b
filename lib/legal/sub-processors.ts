// What the pages say about the sub-processors (content/company.json): each provider only once the
// owner has confirmed it, and the sentence every listing uses about naming them, which says "names
// each one" only when every row it depends on is confirmed. Which agents each one serves is in
// sub-processor-users.ts: the browser's WebMCP tools use this file, and no agent's file is read there.
import { company, type SubProcessor } from "@/content/company";
import { site } from "@/content/site";
import { withNotice } from "@/lib/launch/notice-text";
import { allConfirmed, stated } from "@/lib/legal/owner-facts";
import { formatCalendarDate } from "@/lib/site/dates";
import { absoluteUrl } from "@/lib/site/urls";
import { trustCenterHrefs } from "@/lib/site/hrefs";

/**
 * In place of a provider the owner has not confirmed: the service is known, the company is not.
 * @internal Exported for the tests and the build's checks (knip --production).
 */
export const PROVIDER_NOT_NAMED = "Not named yet";

export function subProcessorRows(): readonly SubProcessor[] {
  return company.subProcessors;
}

/** The rows of the given roles, in the list's order. */
export function subProcessorsFor(roles: readonly SubProcessor["role"][]): SubProcessor[] {
  return company.subProcessors.filter((row) => roles.includes(row.role));
}

/** Who provides it, where, how data is transferred and since when; each "Not named yet" or "Not confirmed yet" until confirmed. */
export function providerText(row: SubProcessor): { entity: string; location: string; transferMechanism: string; added: string } {
  return stated(row.provider, (provider) => ({ ...provider, added: formatCalendarDate(provider.added) }), {
    entity: PROVIDER_NOT_NAMED,
    location: `${PROVIDER_NOT_NAMED}: it depends on the provider`,
    transferMechanism: `${PROVIDER_NOT_NAMED}: it depends on the provider`,
    added: "Not added yet",
  });
}

/** Whether every one of these rows names its provider. */
function everyProviderNamed(rows: readonly SubProcessor[]): boolean {
  return allConfirmed(rows.map((row) => row.provider));
}

/**
 * The one sentence about naming the sub-processors, true whichever rows are confirmed. `page` is
 * how the sentence calls the sub-processors page: "This page" on the page itself.
 */
export function namingSentence(rows: readonly SubProcessor[], page = "Our sub-processors page"): string {
  if (everyProviderNamed(rows)) return `${page} names each one, with where it processes data.`;
  const named = rows.some((row) => row.provider.confirmed) ? "some providers are not named yet" : "the providers are not named yet";
  return `${page} lists each by its service, with its purpose and data; ${named}.`;
}

/** The objection window, in the words both states need. */
export function objectionWindowSentence(): string {
  return stated(
    company.subProcessorObjectionDays,
    (days) => `We publish each change here and in the feed ${days} days before it takes effect; a customer may object within those ${days} days.`,
    "Each change is published here and in the feed with its date. The notice period before a change takes effect, and in which a customer may object, is not confirmed yet.",
  );
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * The change log as an Atom feed (RFC 4287), one entry per dated change, so customers can follow
 * it; `previewNotice` (lib/launch/preview.ts) opens its subtitle in a preview build.
 */
export function subProcessorFeed(previewNotice?: string): string {
  const page = absoluteUrl(trustCenterHrefs.subProcessors);
  const changes = company.subProcessorChanges;
  const entries = changes.map(
    (change, index) => `  <entry>
    <id>${page}#change-${changes.length - index}</id>
    <title>${escapeXml(`Sub-processor change of ${formatCalendarDate(change.date)}`)}</title>
    <updated>${change.date}T00:00:00Z</updated>
    <link rel="alternate" href="${page}#changes"/>
    <summary>${escapeXml(change.change)}</summary>
  </entry>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${page}</id>
  <title>${escapeXml(`${site.name} sub-processor changes`)}</title>
  <subtitle>${escapeXml(withNotice(previewNotice, "Every change to the providers that process personal data for us and our customers' agents."))}</subtitle>
  <updated>${changes[0]!.date}T00:00:00Z</updated>
  <author><name>${escapeXml(site.name)}</name></author>
  <link rel="self" href="${absoluteUrl(trustCenterHrefs.subProcessorFeed)}"/>
  <link rel="alternate" href="${page}"/>
${entries.join("\n")}
</feed>
`;
}
