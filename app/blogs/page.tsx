import type { Metadata } from "next";
import { getAllArticles } from "@/lib/blog/articles";
import { withFirstImageInline } from "@/lib/blog/list-images";
import { contactHref } from "@/lib/site/hrefs";
import { pageMetadata } from "@/lib/site/metadata";
import { breadcrumbJsonLd } from "@/lib/site/structured-data";
import { CtaBanner } from "@/components/ui/CtaBanner";
import { BlogList } from "@/components/blog/BlogList";
import { ButtonLink } from "@/components/ui/Button";
import { JsonLd } from "@/components/ui/JsonLd";
import styles from "./page.module.css";

export const metadata: Metadata = pageMetadata({
  title: "Insights & Articles",
  description:
    "Practical articles on data engineering, analytics and AI agents at work: quick commerce, laboratories, healthcare, finance, marketing and more.",
  path: "/blogs",
  image: "blog",
});

export default function BlogsPage() {
  // Only what a card shows goes to the client list, not the articles' full text.
  const cards = withFirstImageInline(getAllArticles());
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: "Blogs", path: "/blogs" },
        ])}
      />
      <section className={`hero ${styles.hero}`} aria-labelledby="blogs-title">
        <div className="container hero-inner">
          <p className="eyebrow">Blog</p>
          <h1 id="blogs-title">Insights & Articles</h1>
          <p className="hero-lead">
            What we learn building data platforms and AI agents for real businesses: practical guides, honest trade-offs and the numbers behind them.
          </p>
        </div>
      </section>

      <div className={`section ${styles.listSection}`}>
        <div className="container">
          <BlogList cards={cards} />
        </div>
      </div>

      <CtaBanner
        id="blogs-cta"
        title="Turn these ideas into results"
        text="Talk to our team about your data and workflows in a free discovery call, or deploy an agent that already does the job."
      >
        <ButtonLink href={contactHref("services")} variant="light" icon="arrow-right">
          Book Free Discovery Call
        </ButtonLink>
        <ButtonLink href="/all-agents" variant="ghost">
          Browse All Agents
        </ButtonLink>
      </CtaBanner>
    </>
  );
}
