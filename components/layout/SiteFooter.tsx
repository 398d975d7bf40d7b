import Link from "next/link";
import { companyLinks, site, socialLinks } from "@/content/site";
import { coreServices } from "@/content/services";
import { confirmedCustomerStories } from "@/lib/customers/stories";
import { CUSTOMERS_PATH, legalLinks, serviceHref } from "@/lib/site/hrefs";
import { FooterMarketplaceColumn } from "@/components/layout/FooterMarketplaceColumn";
import styles from "./SiteFooter.module.css";

/** The footer of every page, rendered once by the root layout. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <p className={styles.logo}>{site.name}</p>
          <p>{site.tagline}</p>
        </div>
        <FooterColumn title="Services">
          {coreServices.map((service) => (
            <li key={service.id}>
              <Link href={serviceHref(service.id)}>{service.name}</Link>
            </li>
          ))}
        </FooterColumn>
        <FooterMarketplaceColumn>
          <FooterColumn title="Marketplace">
            <li>
              <Link href="/marketplace" prefetch={false}>
                Browse Agents
              </Link>
            </li>
          </FooterColumn>
        </FooterMarketplaceColumn>
        <FooterColumn title="Company">
          {[...companyLinks, ...(confirmedCustomerStories().length ? [{ label: "Customer stories", href: CUSTOMERS_PATH }] : [])].map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Legal">
          {legalLinks.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Connect">
          {socialLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </FooterColumn>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>
          © {site.copyrightYear} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  const headingId = `footer-${title.toLowerCase()}`;
  return (
    <div className={styles.column}>
      <h2 className={styles.heading} id={headingId}>
        {title}
      </h2>
      <ul aria-labelledby={headingId}>{children}</ul>
    </div>
  );
}
