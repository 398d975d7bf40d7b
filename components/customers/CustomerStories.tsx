import Link from "next/link";
import type { Agent } from "@/content/types";
import type { ShownCustomerStory } from "@/content/customers/files";
import { agentTitle } from "@/lib/agents/title";
import { agentHref } from "@/lib/site/hrefs";
import styles from "@/components/customers/CustomerStories.module.css";

/**
 * The customers' stories, each as they consented to it: who they are, the agents they use (linked),
 * what they needed, what changed, and their own words where they gave them.
 */
export function CustomerStories({ stories, agents }: { stories: readonly ShownCustomerStory[]; agents: readonly Agent[] }) {
  return (
    <div className={styles.stories}>
      {stories.map((story) => {
        const used = story.agents.flatMap((slug) => agents.filter((agent) => agent.slug === slug));
        return (
          <article key={story.slug} id={story.slug} className={styles.story} aria-labelledby={`${story.slug}-name`}>
            <header className={styles.header}>
              {/* eslint-disable-next-line @next/next/no-img-element -- the customer's own logo file, shown as given */}
              {story.logo && <img src={story.logo} alt="" width={64} height={64} className={styles.logo} />}
              <div>
                <h2 id={`${story.slug}-name`}>{story.customer}</h2>
                <p className={styles.industry}>{story.industry}</p>
              </div>
            </header>
            <h3>Agents they use</h3>
            <ul className={styles.agents}>
              {used.map((agent) => (
                <li key={agent.slug}>
                  <Link href={agentHref(agent)}>{agentTitle(agent.name)}</Link>
                </li>
              ))}
            </ul>
            <h3>What they needed</h3>
            <p>{story.challenge}</p>
            <h3>What changed</h3>
            <p>{story.outcome}</p>
            {story.quote && (
              <figure className={styles.quote}>
                <blockquote>
                  <p>{story.quote.text}</p>
                </blockquote>
                <figcaption>{story.quote.attribution}</figcaption>
              </figure>
            )}
          </article>
        );
      })}
    </div>
  );
}
