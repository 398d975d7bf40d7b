import type { Service } from "@/content/services";
import { Icon } from "@/components/ui/Icon";
import { TextList } from "@/components/ui/TextList";
import styles from "./ServiceCard.module.css";

/** A core service; its id is the `?service=` value and the link fragment that selects it. */
export function ServiceCard({ service }: { service: Service }) {
  return (
    <article id={service.id} className={`card ${styles.card}`} aria-labelledby={`${service.id}-title`}>
      <span className="icon-badge">
        <Icon name={service.icon} />
      </span>
      <h3 id={`${service.id}-title`}>{service.name}</h3>
      <p>{service.summary}</p>
      <TextList className="check-list" items={service.deliverables} />
    </article>
  );
}
