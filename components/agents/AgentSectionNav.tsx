import { RequestAgentButton } from "@/components/agents/RequestAgentButton";
import styles from "@/components/agents/AgentDetail.module.css";

/**
 * The agent page's own table of contents, held under the site header while the page scrolls: a
 * link to each part, and the request always one click away. Plain links, so it works before and
 * without JavaScript; the page's scroll padding keeps each part's heading clear of it.
 */
export function AgentSectionNav({ sections, agentName }: { sections: { id: string; label: string }[]; agentName: string }) {
  return (
    <nav className={styles.sectionNav} aria-label="On this page">
      <div className={`container ${styles.sectionNavInner}`}>
        <ul>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.label}</a>
            </li>
          ))}
        </ul>
        <RequestAgentButton className="btn btn-primary">
          Request<span className="visually-hidden"> {agentName}</span>
        </RequestAgentButton>
      </div>
    </nav>
  );
}
