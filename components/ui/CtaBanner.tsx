import { ButtonLink } from "@/components/ui/Button";

type CtaBannerProps = { title: string; text: string; buttonLabel: string; href: string };

/** A closing call to action band: one heading, one sentence, one button. */
export function CtaBanner({ title, text, buttonLabel, href }: CtaBannerProps) {
  return (
    <section className="cta-banner" aria-labelledby="cta-banner-title">
      <div className="container cta-inner">
        <h2 id="cta-banner-title">{title}</h2>
        <p>{text}</p>
        <ButtonLink href={href} variant="light" icon="arrow-right">
          {buttonLabel}
        </ButtonLink>
      </div>
    </section>
  );
}
