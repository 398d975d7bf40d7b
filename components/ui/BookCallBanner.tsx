import { contactHref } from "@/lib/hrefs";
import { ButtonLink } from "@/components/ui/Button";

type BookCallBannerProps = { title: string; text: string; buttonLabel?: string };

/** The closing call to action: a free discovery call with the Explore Services intent preselected. */
export function BookCallBanner({ title, text, buttonLabel = "Book Free Discovery Call" }: BookCallBannerProps) {
  return (
    <section className="cta-banner" aria-labelledby="book-call-title">
      <div className="container cta-inner">
        <h2 id="book-call-title">{title}</h2>
        <p>{text}</p>
        <ButtonLink href={contactHref("explore")} variant="light" icon="arrow-right">
          {buttonLabel}
        </ButtonLink>
      </div>
    </section>
  );
}
