import type { Tone } from "@/content/types";
import { tagTone } from "@/lib/agents/tag-colors";

export function Chip({ tone, children }: { tone: Tone; children: React.ReactNode }) {
  return <span className={`chip tone-${tone}`}>{children}</span>;
}

export function TagList({ tags, label = "Tags" }: { tags: string[]; label?: string }) {
  return (
    <ul className="tag-list" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <Chip tone={tagTone(tag)}>{tag}</Chip>
        </li>
      ))}
    </ul>
  );
}
