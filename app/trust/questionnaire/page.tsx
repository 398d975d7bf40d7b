import type { Metadata } from "next";
import { site } from "@/content/site";
import { questionnaireAnswers } from "@/lib/legal/questionnaire";
import { pageMetadata } from "@/lib/site/metadata";
import { trustCenterHrefs } from "@/lib/site/hrefs";
import { DocumentVersions } from "@/components/legal/DocumentVersions";
import { QuestionnaireAnswers } from "@/components/legal/QuestionnaireAnswers";
import { PageHero } from "@/components/ui/PageHero";

export const metadata: Metadata = pageMetadata({
  title: "Security Questionnaire Answers",
  description: `${site.name}'s answers to a security and data protection questionnaire: certifications, encryption, access, incidents, sub-processors, transfers, retention and AI, also as JSON and CSV.`,
  path: trustCenterHrefs.questionnaire,
  image: "trust",
});

export default function QuestionnairePage() {
  return (
    <>
      <PageHero
        id="questionnaire"
        eyebrow="Trust"
        title="Security Questionnaire Answers"
        lead="The questions a vendor review asks first, answered from the same facts as our trust page."
      />
      <DocumentVersions document="questionnaire" />
      <QuestionnaireAnswers answers={questionnaireAnswers()} />
    </>
  );
}
