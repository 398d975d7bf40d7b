import Link from "next/link";
import { articleHref } from "@/lib/site/hrefs";
import { ButtonLink } from "@/components/ui/Button";

/** Shown for /blog/{id} when no article has that id. */
export function BlogNotFound({ id, availableIds }: { id: string; availableIds: string[] }) {
  return (
    <section className="status-page" aria-labelledby="blog-not-found-title">
      <div className="container narrow">
        <h1 id="blog-not-found-title">Blog not found</h1>
        <p>
          There is no article with the id <code>{id}</code>.
        </p>
        <h2 className="status-subtitle">Available articles</h2>
        <ul className="link-list">
          {availableIds.map((availableId) => (
            <li key={availableId}>
              <Link href={articleHref(availableId)}>{availableId}</Link>
            </li>
          ))}
        </ul>
        <ButtonLink href="/blogs" icon="arrow-left">
          Return to blogs
        </ButtonLink>
      </div>
    </section>
  );
}
