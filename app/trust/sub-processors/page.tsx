import type { Metadata } from "next";
import { site } from "@/content/site";
import { pageMetadata } from "@/lib/site/metadata";
import { trustCenterHrefs } from "@/lib/site/hrefs";
import { DocumentVersions } from "@/components/legal/DocumentVersions";
import { SubProcessorList } from "@/components/legal/SubProcessorList";
import { PageHero } from "@/components/ui/PageHero";

export const metadata: Metadata = pageMetadata({
  title: "Sub-processors and Their Changes",
  description: `Every provider that processes personal data for ${site.name} or its customers' agents: service, purpose, data, location, transfer mechanism and date added, with a dated change log.`,
  path: trustCenterHrefs.subProcessors,
  image: "trust",
  feeds: { "application/atom+xml": [{ url: trustCenterHrefs.subProcessorFeed, title: "Sub-processor changes" }] },
});

export default function SubProcessorsPage() {
  return (
    <>
      <PageHero
        id="sub-processors"
        eyebrow="Trust"
        title="Sub-processors"
        lead="Who processes personal data for us and for the agents our customers run, what data, where, and what changed when."
      />
      <DocumentVersions document="sub-processors" />
      <SubProcessorList />
    </>
  );
}
