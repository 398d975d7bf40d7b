import Link from "next/link";
import { Fragment } from "react";
import type { AgentProof } from "@/lib/agents/proof";
import { hasProof, liveDeploymentsSentence, telHref } from "@/lib/agents/proof";
import type { ShownCustomerStory } from "@/content/customers/files";
import { AGENT_PROOF_SECTION_ID, customerStoryHref } from "@/lib/site/hrefs";
import { listSeparators } from "@/lib/site/list-sentence";
import { Section } from "@/components/ui/Section";
import styles from "@/components/agents/AgentProof.module.css";

type AgentProofSectionProps = {
  agentName: string;
  /** Only what the owner has confirmed (lib/agents/proof.ts). */
  proof: AgentProof;
  /** The confirmed stories of customers who use it. */
  stories: readonly ShownCustomerStory[];
};

/** Whether the agent page has a "See it work" section: some confirmed proof, or a customer's story. */
export const showsProof = (proof: AgentProof, stories: readonly unknown[]) => hasProof(proof) || stories.length > 0;

/**
 * The agent at work, as far as the owner has confirmed it: live deployments, the customers whose
 * stories name it, a recording with its transcript, a captioned video, a number to call. Nothing
 * at all, not even its heading, when there is none. The media wait for a click (preload="none").
 */
export function AgentProofSection({ agentName, proof, stories }: AgentProofSectionProps) {
  if (!showsProof(proof, stories)) return null;
  const { liveDeployments, demoAudio, demoVideo, demoPhone } = proof;
  const separators = listSeparators(stories.length);
  return (
    <Section id={AGENT_PROOF_SECTION_ID} title="See it work">
      <div className={styles.proof}>
        {liveDeployments !== undefined && <p className={styles.fact}>{liveDeploymentsSentence(liveDeployments)}</p>}
        {stories.length > 0 && (
          <p className={styles.fact}>
            Used by{" "}
            {stories.map((story, index) => (
              <Fragment key={story.slug}>
                {separators[index]}
                <Link href={customerStoryHref(story.slug)}>{story.customer}</Link>
              </Fragment>
            ))}
            .
          </p>
        )}
        {demoAudio && (
          <figure className={styles.media}>
            <figcaption>Hear the {agentName} at work</figcaption>
            <audio controls preload="none" src={demoAudio.src} aria-label={`Recording of the ${agentName} at work`} />
            <details>
              <summary>Transcript</summary>
              {demoAudio.transcript.split(/\n+/).map((line, index) => (
                <p key={index}>{line}</p>
              ))}
            </details>
          </figure>
        )}
        {demoVideo && (
          <figure className={styles.media}>
            <figcaption>Watch the {agentName} at work</figcaption>
            <video controls preload="none" src={demoVideo.src} poster={demoVideo.poster} aria-label={`Video of the ${agentName} at work`}>
              <track kind="captions" src={demoVideo.captions} srcLang="en" label="English" default />
            </video>
          </figure>
        )}
        {demoPhone && (
          <p className={styles.fact}>
            Call it yourself: <a href={telHref(demoPhone)}>{demoPhone}</a>
          </p>
        )}
      </div>
    </Section>
  );
}
