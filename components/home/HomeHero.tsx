import { homeHero } from "@/content/home";
import { ButtonLink } from "@/components/ui/Button";
import { PageHero } from "@/components/ui/PageHero";

export function HomeHero() {
  return (
    <PageHero id="home-hero" size="tall" {...homeHero}>
      <ButtonLink href="/services" variant="light">
        Explore Services
      </ButtonLink>
      <ButtonLink href="/all-agents" variant="ghost" icon="arrow-right">
        Browse Agents
      </ButtonLink>
    </PageHero>
  );
}
