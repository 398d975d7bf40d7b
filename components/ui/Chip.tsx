import Link from "next/link";
import type { Tone } from "@/content/types";
import { tagTone } from "@/lib/agents/tag-colors";

export function Chip({ tone, href, children }: { tone: Tone; href?: string; children: React.ReactNode }) {
  const className = `chip tone-${tone}`;
  return href ? (
    <Link className={className} href={href}>
      {children}
    </Link>
  ) : (
    <span className={className}>{children}</span>
  );
}

/** `tagHref` links a tag to the page that says what it means (lib/site/hrefs); cards, which are links already, pass none. */
export function TagList({ tags, label = "Tags", tagHref }: { tags: string[]; label?: string; tagHref?: (tag: string) => string | undefined }) {
  return (
    <ul className="tag-list" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <Chip tone={tagTone(tag)} href={tagHref?.(tag)}>
            {tag}
          </Chip>
        </li>
      ))}
    </ul>
  );
}
