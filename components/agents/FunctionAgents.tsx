// A business function's own page: its agents as the marketplace shows them, rendered on the server
// so that a visitor without JavaScript, a crawler or a browser agent finds them at a plain URL.
import { functionPageText } from "@/content/marketplace";
import type { Agent } from "@/content/types";
import { ALL_FUNCTIONS, functionFilters } from "@/lib/agents/functions";
import type { BusinessFunction } from "@/content/choices";
import { functionFilterHref } from "@/lib/agents/function-pages";
import { agentHref, contactHref, marketplaceListHref } from "@/lib/site/hrefs";
import { marketplaceJsonLd } from "@/lib/site/structured-data";
import { AgentCard } from "@/components/agents/AgentCard";
import { NoAgentsYet } from "@/components/agents/MarketplaceView";
import { ButtonLink } from "@/components/ui/Button";
import { CtaBanner } from "@/components/ui/CtaBanner";
import { JsonLd } from "@/components/ui/JsonLd";
import { PageHero } from "@/components/ui/PageHero";
import { Section } from "@/components/ui/Section";
import styles from "@/components/agents/marketplace.module.css";

export function FunctionAgents({ fn, agents }: { fn: BusinessFunction; agents: Agent[] }) {
  const title = functionPageText.title(fn);
  return (
    <>
      {agents.length > 0 && <JsonLd data={marketplaceJsonLd(agents, title)} />}
      <PageHero id="function-hero" eyebrow={functionPageText.eyebrow} title={title} lead={functionPageText.lead(fn, agents.length)}>
        <a className="btn btn-light" href={marketplaceListHref}>
          {functionPageText.allAgents}
        </a>
      </PageHero>

      <Section id="function-agents" tone="muted" title={`${agents.length} ${agents.length === 1 ? "agent" : "agents"} under ${fn}`}>
        {agents.length > 0 ? (
          <ul className={`grid grid-3 ${styles.agentGrid}`} aria-label="Agents">
            {agents.map((agent) => (
              <li key={agent.slug}>
                <AgentCard agent={agent} href={agentHref(agent)} />
              </li>
            ))}
          </ul>
        ) : (
          <NoAgentsYet filter={fn} />
        )}
      </Section>

      <Section id="other-functions" title={functionPageText.otherFunctions}>
        <ul className={`${styles.filterBar} ${styles.functionLinks}`} aria-label={functionPageText.otherFunctions}>
          {functionFilters
            .filter((option) => option !== fn)
            .map((option) => (
              <li key={option}>
                <a className={styles.filterButton} href={functionFilterHref(option)}>
                  {option === ALL_FUNCTIONS ? functionPageText.allAgents : option}
                </a>
              </li>
            ))}
        </ul>
      </Section>

      <CtaBanner title="Need an agent that is not here yet?" text="Tell us about your workflow. We design, build and deploy custom agents on your data.">
        <ButtonLink href={contactHref("custom")} variant="light" icon="arrow-right">
          Request Custom Agent
        </ButtonLink>
      </CtaBanner>
    </>
  );
}
