import type { Metadata } from "next";
import { site } from "@/content/site";
import { pageMetadata } from "@/lib/site/metadata";
import { legalNoticeHref } from "@/lib/site/hrefs";
import { DocumentVersions } from "@/components/legal/DocumentVersions";
import { LegalNotice } from "@/components/legal/LegalNotice";
import { PageHero } from "@/components/ui/PageHero";

export const metadata: Metadata = pageMetadata({
  title: "Legal Notice and Terms of Use",
  description: `Who runs the ${site.name} website: company, address, registration, VAT number and the person responsible for content, with the site's terms of use.`,
  path: legalNoticeHref,
  image: "trust",
});

export default function LegalPage() {
  return (
    <>
      <PageHero id="legal" eyebrow="Legal" title="Legal Notice and Terms of Use" lead="Who runs this website, and the terms for using it." />
      <DocumentVersions document="legal" />
      <LegalNotice />
    </>
  );
}
