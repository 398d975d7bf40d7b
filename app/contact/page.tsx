import type { Metadata } from "next";
import { detailsOnlyToAnswer, firstCallWithAnEngineer, seniorEngineerReadsEveryMessage } from "@/content/claims";
import { site } from "@/content/site";
import type { IconName } from "@/content/types";
import { pageMetadata } from "@/lib/site/metadata";
import { BookingOffer } from "@/components/booking/BookingOffer";
import { ContactForm } from "@/components/contact/ContactForm";
import { Icon } from "@/components/ui/Icon";
import styles from "@/components/contact/contact.module.css";

export const metadata: Metadata = pageMetadata({
  title: "Contact Us",
  description: `Book a free discovery call, request a custom AI agent or plan GenAI training for your teams. Tell us what you need and we reply ${site.replyWithin}.`,
  path: "/contact",
  image: "contact",
});

// "No sales script" only once the owner has confirmed who takes the first call.
const reasons: { icon: IconName; title: string; text: string }[] = [
  { icon: "clock", title: `Reply ${site.replyWithin}`, text: seniorEngineerReadsEveryMessage },
  ...(firstCallWithAnEngineer ? [{ icon: "users" as const, title: "No sales script", text: firstCallWithAnEngineer }] : []),
  { icon: "shield", title: "Your details stay private", text: detailsOnlyToAnswer },
];

export default function ContactPage() {
  return (
    <section className="section" aria-labelledby="contact-title">
      <div className={`container ${styles.layout}`}>
        <div className={styles.intro}>
          <p className="eyebrow">Contact {site.name}</p>
          <h1 id="contact-title">Let&apos;s Get Started</h1>
          <p className="section-intro">
            Choose what you are looking for and tell us a little about it. Explore our services, ask for a custom agent or plan GenAI training for your teams.
          </p>
          <BookingOffer context="contact" />
        </div>
        {/* After the intro on phones, beside it on wide screens. */}
        <div className={styles.formColumn}>
          <ContactForm />
        </div>
        <div className={styles.reasons}>
          <ul className={styles.reasonList}>
            {reasons.map((reason) => (
              <li key={reason.title}>
                <span className="icon-badge">
                  <Icon name={reason.icon} />
                </span>
                <span>
                  <strong>{reason.title}</strong>
                  <br />
                  {reason.text}
                </span>
              </li>
            ))}
          </ul>
          <p>
            Prefer email? Write to <a href={`mailto:${site.email}`}>{site.email}</a>.
          </p>
        </div>
      </div>
    </section>
  );
}
