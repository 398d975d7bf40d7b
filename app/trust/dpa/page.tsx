import type { Metadata } from "next";
import { site } from "@/content/site";
import { getAllAgents } from "@/lib/agents/catalog";
import { listingFor } from "@/lib/agents/listings";
import { agentProcessing } from "@/lib/legal/dpa";
import { pageMetadata } from "@/lib/site/metadata";
import { trustCenterHrefs } from "@/lib/site/hrefs";
import { DocumentVersions } from "@/components/legal/DocumentVersions";
import { DpaDocument } from "@/components/legal/DpaDocument";
import { PageHero } from "@/components/ui/PageHero";

export const metadata: Metadata = pageMetadata({
  title: "Data Processing Agreement (GDPR Art. 28)",
  description: `${site.name}'s data processing agreement to read before signing: each agent's data and data subjects, the processor's obligations, sub-processors, transfers and the security measures annex.`,
  path: trustCenterHrefs.dpa,
  image: "trust",
});

export default function DpaPage() {
  return (
    <>
      <PageHero
        id="dpa"
        eyebrow="Trust"
        title="Data Processing Agreement"
        lead="The terms under GDPR Art. 28 on which we process personal data for you, with each agent's data and data subjects."
      />
      <DocumentVersions document="dpa" />
      <DpaDocument agents={agentProcessing(getAllAgents(), listingFor)} />
    </>
  );
}
