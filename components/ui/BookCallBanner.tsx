import { contactHref } from "@/lib/site/hrefs";
import { ButtonLink } from "@/components/ui/Button";
import { CtaBanner } from "@/components/ui/CtaBanner";

/** The closing call to action: a free discovery call with the Explore Services intent preselected. */
export function BookCallBanner({ title, text }: { title: string; text: string }) {
  return (
    <CtaBanner title={title} text={text}>
      <ButtonLink href={contactHref("explore")} variant="light" icon="arrow-right">
        Book Free Discovery Call
      </ButtonLink>
    </CtaBanner>
  );
}
