import { bookHref, confirmedScheduler, noSchedulerText, noSchedulerThanksText, type Person } from "@/lib/booking/scheduler";

type BookingOfferProps = {
  /** Where it is offered: beside the contact form, or in a form's thanks (with who sent it). */
  context: "contact" | "thanks";
  /** Whom the thanks are for: their name and e-mail go to the provider, where it takes them. */
  person?: Person;
  className?: string;
};

/**
 * A call at a time the visitor picks: a link to /book once the owner has named a scheduler, and
 * until then what happens instead. No hooks, so the contact page renders it on the server and a
 * form's thanks in the browser.
 */
export function BookingOffer({ context, person, className }: BookingOfferProps) {
  const scheduler = confirmedScheduler();
  const lead = context === "contact" ? "Rather talk first?" : "Would a call help?";
  if (!scheduler) {
    return (
      <p className={className}>
        {lead} {context === "contact" ? noSchedulerText : noSchedulerThanksText}
      </p>
    );
  }
  const filledIn = person && scheduler.takesPerson;
  return (
    <p className={className}>
      {lead} {/* A plain link: /book's own policy allows the scheduler's frame (see BOOK_PATH). */}
      <a href={bookHref(person)}>Pick a time for a call</a> in our {scheduler.provider} calendar{filledIn ? ", with your name and e-mail filled in" : ""}.
    </p>
  );
}
