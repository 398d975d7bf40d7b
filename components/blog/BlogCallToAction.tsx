import type { ReactNode } from "react";

type BlogCallToActionProps = {
  /** Prefix of the heading's id, unique on the page. */
  id: string;
  title: string;
  text: string;
  /** The buttons. */
  children: ReactNode;
};

/** The closing call-to-action block of the blog list and of every article. */
export function BlogCallToAction({ id, title, text, children }: BlogCallToActionProps) {
  const titleId = `${id}-title`;
  return (
    <section className="cta-banner blog-cta" aria-labelledby={titleId}>
      <div className="container cta-inner">
        <h2 id={titleId}>{title}</h2>
        <p>{text}</p>
        <div className="button-row blog-cta-actions">{children}</div>
      </div>
    </section>
  );
}
