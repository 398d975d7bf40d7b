// The owner's scheduling page (content/booking.json), as the pages offer it: a link to /book, where
// it is shown in a frame once the visitor has asked for it, with the person's name and e-mail
// filled in where the provider takes them. Each provider's booking link takes a few query
// parameters of its own; no library wraps the three, and their embed scripts would load a third
// party's code on our page, so a frame of the booking page it is.
import { booking } from "@/content/booking";
import { schedulerHosts } from "@/content/choices";
import { stated, type OwnerFact } from "@/content/owner-fact";
import { site } from "@/content/site";
import { BOOK_PATH } from "@/lib/site/hrefs";

type SchedulerHost = keyof typeof schedulerHosts;

/** Who asked for a call, as a form took them: passed to the provider, never stored by us. */
export type Person = { name: string; email: string };

/**
 * What each provider's booking link needs to be shown in a frame, and whether it fills in the
 * person's name and e-mail from `name` and `email` (Calendly's and Cal.com's documented prefill;
 * Google Calendar's appointment schedules take none).
 */
const providers: Record<SchedulerHost, { inFrame: (embedDomain: string) => Record<string, string>; takesPerson: boolean }> = {
  // Google's "Website embed" of an appointment schedule.
  "calendar.google.com": { inFrame: () => ({ gv: "true" }), takesPerson: false },
  "cal.com": { inFrame: () => ({}), takesPerson: true },
  // Calendly's inline embed names the page it is shown on.
  "calendly.com": { inFrame: (embedDomain) => ({ embed_type: "Inline", embed_domain: embedDomain }), takesPerson: true },
};

export type Scheduler = {
  /** The booking link as the owner named it. */
  url: string;
  /** The one origin /book's policy allows to be framed. */
  origin: string;
  /** The provider's name, as the page tells the visitor whose page they are about to load. */
  provider: string;
  /** Whether it fills in the person's name and e-mail. */
  takesPerson: boolean;
};

/** The scheduler once the owner has named and confirmed it; none before. */
export function confirmedScheduler(fact: OwnerFact<string | null> = booking.scheduler): Scheduler | undefined {
  return stated(
    fact,
    (url) => {
      if (!url) return undefined;
      const { origin, hostname } = new URL(url);
      const host = hostname as SchedulerHost;
      return { url, origin, provider: schedulerHosts[host], takesPerson: providers[host].takesPerson };
    },
    undefined,
  );
}

/** The booking link, with what the provider takes: the person, and in a frame (`embedDomain`: our page's host) what it needs for that. */
export function schedulerUrl(scheduler: Scheduler, { person, embedDomain }: { person?: Person; embedDomain?: string } = {}): string {
  const url = new URL(scheduler.url);
  const host = url.hostname as SchedulerHost;
  const added = {
    ...(embedDomain === undefined ? {} : providers[host].inFrame(embedDomain)),
    ...(person && scheduler.takesPerson ? { name: person.name, email: person.email } : {}),
  };
  for (const [name, value] of Object.entries(added)) url.searchParams.set(name, value);
  return url.href;
}

/**
 * /book, with the person in the fragment: a fragment never leaves the browser, so their name and
 * e-mail reach only the provider, and only once the page has been asked to show it.
 */
export function bookHref(person?: Person): string {
  return person ? `${BOOK_PATH}#${new URLSearchParams(person).toString()}` : BOOK_PATH;
}

/** The person a link to /book carried in its fragment, when it carried both. */
export function personFromFragment(fragment: string): Person | undefined {
  const params = new URLSearchParams(fragment.replace(/^#/, ""));
  const name = params.get("name")?.trim();
  const email = params.get("email")?.trim();
  return name && email ? { name, email } : undefined;
}

/** What happens instead while no scheduler is named: true whatever the owner names later. */
export const noSchedulerText = `We agree calls by e-mail: tell us in a message that you would like one, and we reply ${site.replyWithin} to agree a time with you.`;

/** The same, in a form's thanks, where the message is already sent and our reply is on its way. */
export const noSchedulerThanksText = "Say so when you answer our reply, and we will agree a time with you.";
