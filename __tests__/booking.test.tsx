// Booking a call: the owner's scheduler (content/booking.json) as the pages offer it. The content's
// own scheduler is whatever the owner names, so these tests hold the rules to fixtures.
import { render, screen } from "@testing-library/react";
import type { OwnerFact } from "@/content/owner-fact";
import { bookingSchema } from "@/content/schema";
import { bookHref, confirmedScheduler, noSchedulerText, personFromFragment, schedulerUrl } from "@/lib/booking/scheduler";
import { BOOK_PATH } from "@/lib/site/hrefs";
import { BookingOffer } from "@/components/booking/BookingOffer";
import { SchedulerFrame } from "@/components/booking/SchedulerFrame";

/** What content/booking.json holds while a test runs: the module reads it on each call. */
const mockBooking: { scheduler: OwnerFact<string | null> } = { scheduler: { value: null, confirmed: false } };
jest.mock("@/content/booking", () => ({
  get booking() {
    return mockBooking;
  },
}));

const calendly = { value: "https://calendly.com/lumenfold-test/discovery-call", confirmed: true };
const google = { value: "https://calendar.google.com/calendar/appointments/schedules/AcZssZ0-test", confirmed: true };
const calCom = { value: "https://cal.com/lumenfold-test/intro", confirmed: true };
const person = { name: "Zoë O'Brien & Co", email: "zoe+calls@example.com" };

describe("the scheduler's link", () => {
  it("is offered only once the owner has named it and confirmed it", () => {
    expect(confirmedScheduler({ value: null, confirmed: false })).toBeUndefined();
    expect(confirmedScheduler({ value: null, confirmed: true })).toBeUndefined();
    expect(confirmedScheduler({ ...calendly, confirmed: false })).toBeUndefined();
    expect(confirmedScheduler(calendly)).toEqual({ url: calendly.value, origin: "https://calendly.com", provider: "Calendly", takesPerson: true });
  });

  it("passes the person's name and e-mail to the providers that take them, and what each needs in a frame", () => {
    const inFrame = new URL(schedulerUrl(confirmedScheduler(calendly)!, { person, embedDomain: "www.example.com" }));
    expect(Object.fromEntries(inFrame.searchParams)).toEqual({ embed_type: "Inline", embed_domain: "www.example.com", name: person.name, email: person.email });
    expect(new URL(schedulerUrl(confirmedScheduler(calCom)!, { person })).searchParams.get("email")).toBe(person.email);
    // Google's appointment schedules take no prefill: nothing of the person goes to Google in the link.
    const googleUrl = new URL(schedulerUrl(confirmedScheduler(google)!, { person, embedDomain: "www.example.com" }));
    expect(Object.fromEntries(googleUrl.searchParams)).toEqual({ gv: "true" });
    // In a new tab, the booking page as it is, with the person.
    expect(schedulerUrl(confirmedScheduler(calendly)!)).toBe(calendly.value);
  });

  it("carries the person to /book in the fragment, which never reaches a server, whatever their name holds", () => {
    const href = bookHref(person);
    expect(href.startsWith(`${BOOK_PATH}#`)).toBe(true);
    expect(personFromFragment(new URL(href, "https://www.example.com").hash)).toEqual(person);
    expect(bookHref()).toBe(BOOK_PATH);
    expect(personFromFragment("#name=Ada")).toBeUndefined();
    expect(personFromFragment("")).toBeUndefined();
  });
});

describe("content/booking.json's schema", () => {
  const parse = (value: unknown) => bookingSchema.safeParse({ scheduler: { value, confirmed: false } });
  it("takes none, or a booking link of one of the three providers", () => {
    for (const value of [null, calendly.value, google.value, calCom.value]) expect(parse(value).success).toBe(true);
  });
  it("says what is wrong with any other address", () => {
    expect(parse("http://calendly.com/lumenfold")?.error?.issues[0]?.message).toMatch(/starting with "https:\/\/"/);
    expect(parse("https://example.com/book")?.error?.issues[0]?.message).toMatch(/is not a booking link of Google Calendar, Cal.com, Calendly/);
  });
});

describe("BookingOffer", () => {
  afterEach(() => {
    mockBooking.scheduler = { value: null, confirmed: false };
  });

  it("says plainly how a call is agreed while no scheduler is named", () => {
    render(<BookingOffer context="contact" />);
    expect(screen.getByText(noSchedulerText, { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("in a form's thanks, links to /book with the person filled in once the scheduler is confirmed", () => {
    mockBooking.scheduler = calendly;
    render(<BookingOffer context="thanks" person={person} />);
    const link = screen.getByRole("link", { name: "Pick a time for a call" });
    expect(link).toHaveAttribute("href", bookHref(person));
    expect(link.closest("p")).toHaveTextContent("with your name and e-mail filled in");
  });

  it("promises no filled-in details where the provider takes none", () => {
    mockBooking.scheduler = google;
    render(<BookingOffer context="thanks" person={person} />);
    expect(screen.getByRole("link", { name: "Pick a time for a call" }).closest("p")).not.toHaveTextContent("filled in");
  });
});

describe("SchedulerFrame", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("frames the provider's page with the person the link carried, and links to it in a new tab", () => {
    window.history.replaceState(null, "", bookHref(person));
    render(<SchedulerFrame scheduler={confirmedScheduler(calendly)!} />);
    const frame = screen.getByTitle("Pick a time on Calendly");
    const src = new URL(frame.getAttribute("src")!);
    expect(src.origin).toBe("https://calendly.com");
    expect(src.searchParams.get("name")).toBe(person.name);
    expect(src.searchParams.get("embed_domain")).toBe(window.location.host);
    const tab = screen.getByRole("link", { name: "Open the calendar on Calendly" });
    expect(tab).toHaveAttribute("target", "_blank");
    expect(new URL(tab.getAttribute("href")!).searchParams.get("email")).toBe(person.email);
  });
});
