import type { SampleConversation } from "@/content/types";
import { SAMPLE_CONVERSATIONS_NOTE, outcomeLabels } from "@/lib/agents/listing-text";
import { SAMPLE_CONVERSATIONS_ID } from "@/lib/site/hrefs";
import { Section } from "@/components/ui/Section";
import styles from "@/components/agents/SampleConversations.module.css";

/** The listing's annotated examples as a transcript: who said what, and why the agent did what it did; labeled once as illustrations. */
export function SampleConversations({ conversations }: { conversations: SampleConversation[] }) {
  return (
    <Section
      id={SAMPLE_CONVERSATIONS_ID}
      tone="muted"
      title="Sample conversations"
      intro={`Short, annotated examples of the agent at work, including when it hands over to a person or declines. ${SAMPLE_CONVERSATIONS_NOTE}`}
    >
      <div className={styles.list}>
        {conversations.map((conversation, index) => {
          const titleId = `conversation-${index + 1}-title`;
          return (
            <article key={conversation.title} className={`card ${styles.conversation}`} aria-labelledby={titleId}>
              <h3 id={titleId}>{conversation.title}</h3>
              <p className={styles.meta}>
                <span className={`${styles.outcome} ${styles[conversation.outcome]}`}>Outcome: {outcomeLabels[conversation.outcome]}</span>
                <span>{conversation.kind === "run" ? "Sample run" : "Conversation"}</span>
              </p>
              <p>{conversation.summary}</p>
              <ol className={styles.turns} aria-label={conversation.kind === "run" ? "What happened, step by step" : "The conversation, turn by turn"}>
                {conversation.turns.map((turn, turnIndex) => (
                  <li key={turnIndex} className={styles.turn}>
                    <p className={styles.speaker}>{turn.speaker}</p>
                    <p>{turn.text}</p>
                    {turn.note && (
                      <p className={styles.note}>
                        <span className={styles.noteLabel}>Note:</span> {turn.note}
                      </p>
                    )}
                  </li>
                ))}
              </ol>
            </article>
          );
        })}
      </div>
    </Section>
  );
}
