import type { Metadata } from "next";
import Link from "next/link";
import { contactHref, marketplaceListHref } from "@/lib/site/hrefs";
import { prefetchesTarget } from "@/lib/site/prefetch";
import { pageMetadata } from "@/lib/site/metadata";
import { ButtonLink } from "@/components/ui/Button";

export const metadata: Metadata = pageMetadata({
  title: "Coming Soon",
  description: "This part of the Lumenfold site is on its way. Meanwhile, read our articles, browse the agent marketplace or talk to our team.",
  path: "/coming-soon",
});

const suggestions = [
  { href: "/blogs", label: "Read our latest articles on data and AI in practice" },
  { href: marketplaceListHref, label: "Browse ready-to-deploy AI agents by business function" },
  { href: "/services", label: "See our data engineering, analytics and AI/ML services" },
  { href: contactHref("custom"), label: "Ask us to build a custom agent for your workflow" },
];

export default function ComingSoonPage() {
  return (
    <section className="status-page" aria-labelledby="coming-soon-title">
      <div className="container narrow">
        <p className="eyebrow">Work in progress</p>
        <h1 id="coming-soon-title">Coming Soon</h1>
        <p className="hero-lead">We are putting the finishing touches on this page. It will be worth the wait.</p>
        <ButtonLink href="/blogs" icon="arrow-right">
          Read Our Blogs
        </ButtonLink>
        <h2 className="status-subtitle">While you wait, you might like to</h2>
        <ul className="link-list">
          {suggestions.map((item) => (
            <li key={item.href}>
              <Link href={item.href} prefetch={prefetchesTarget(item.href) ? undefined : false}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
