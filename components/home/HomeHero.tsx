import { homeHero } from "@/content/home";
import { ButtonLink } from "@/components/ui/Button";

export function HomeHero() {
  return (
    <section className="hero hero-home" aria-labelledby="home-hero-title">
      <div className="container hero-inner">
        <p className="eyebrow">{homeHero.eyebrow}</p>
        <h1 id="home-hero-title">{homeHero.title}</h1>
        <p className="hero-lead">{homeHero.lead}</p>
        <div className="button-row">
          <ButtonLink href="/services" variant="light">
            Explore Services
          </ButtonLink>
          <ButtonLink href="/all-agents" variant="ghost" icon="arrow-right">
            Browse Agents
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
