import type { Metadata } from "next";
import { site } from "@/content/site";
import { confirmedScheduler, noSchedulerText } from "@/lib/booking/scheduler";
import { BOOK_PATH, contactHref } from "@/lib/site/hrefs";
import { pageMetadata } from "@/lib/site/metadata";
import { SchedulerFrame } from "@/components/booking/SchedulerFrame";
import { ButtonLink } from "@/components/ui/Button";

export const metadata: Metadata = pageMetadata({
  title: "Book a Call",
  description: `Pick a time for a call with ${site.name} about consulting, a custom AI agent or GenAI training, or send us a message and we reply ${site.replyWithin}.`,
  path: BOOK_PATH,
  image: "contact",
});

export default function BookPage() {
  const scheduler = confirmedScheduler();
  return (
    <section className="section" aria-labelledby="book-title">
      <div className="container">
        <p className="eyebrow">Contact {site.name}</p>
        <h1 id="book-title">Book a Call</h1>
        {scheduler ? (
          <>
            <p className="section-intro">
              Pick a time that suits you in our {scheduler.provider} calendar. The calendar is {scheduler.provider}&apos;s page: what you enter there goes to{" "}
              {scheduler.provider}, which sends the invitation.
            </p>
            <SchedulerFrame scheduler={scheduler} />
          </>
        ) : (
          <p className="section-intro">{noSchedulerText}</p>
        )}
        <ButtonLink href={contactHref()} variant="secondary" icon="arrow-right">
          Send us a message instead
        </ButtonLink>
      </div>
    </section>
  );
}
