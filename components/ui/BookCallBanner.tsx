import { contactHref } from "@/lib/hrefs";
import { CtaBanner } from "@/components/ui/CtaBanner";

/** The closing call to action: a free discovery call with the Explore Services intent preselected. */
export function BookCallBanner({ title, text }: { title: string; text: string }) {
  return <CtaBanner title={title} text={text} buttonLabel="Book Free Discovery Call" href={contactHref("explore")} />;
}
