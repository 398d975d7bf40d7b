import type { Metadata } from "next";
import { site } from "@/content/site";
import { pageMetadata } from "@/lib/site/metadata";
import { privacyHref } from "@/lib/site/hrefs";
import { DocumentVersions } from "@/components/legal/DocumentVersions";
import { PrivacyNotice } from "@/components/legal/PrivacyNotice";
import { PageHero } from "@/components/ui/PageHero";

export const metadata: Metadata = pageMetadata({
  title: "Privacy Notice",
  description: `What ${site.name}'s contact and agent request forms collect, why, who receives it, how long it is kept, and your rights under the GDPR.`,
  path: privacyHref,
  image: "trust",
});

export default function PrivacyPage() {
  return (
    <>
      <PageHero
        id="privacy"
        eyebrow="Privacy"
        title="Privacy Notice"
        lead="What this website collects when you write to us, why, who sees it, how long we keep it, and what you can ask of us."
      />
      <DocumentVersions document="privacy" />
      <PrivacyNotice />
    </>
  );
}
