import type { Metadata } from "next";
import { site } from "@/content/site";
import { pageMetadata } from "@/lib/site/metadata";
import { trustHref } from "@/lib/site/hrefs";
import { DocumentVersions } from "@/components/legal/DocumentVersions";
import { TrustOverview } from "@/components/legal/TrustOverview";
import { PageHero } from "@/components/ui/PageHero";

export const metadata: Metadata = pageMetadata({
  title: "Trust: Security, Sub-processors and Certifications",
  description: `${site.name}'s certification status, encryption, access control, incident response and breach notice, backups, named sub-processors and how to get our DPA.`,
  path: trustHref(),
  image: "trust",
});

export default function TrustPage() {
  return (
    <>
      <PageHero
        id="trust"
        eyebrow="Trust"
        title="Security and Data Protection"
        lead="What a security or data protection review asks first: certifications, how we protect data, who processes it and where."
      />
      <DocumentVersions document="trust" />
      <TrustOverview />
    </>
  );
}
