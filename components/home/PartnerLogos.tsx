import { partners } from "@/content/site";
import styles from "./PartnerLogos.module.css";

export function PartnerLogos() {
  return (
    <ul className={styles.list}>
      {partners.map((partner) => (
        <li key={partner.id}>
          <a href={partner.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
            {/* eslint-disable-next-line @next/next/no-img-element -- static SVG wordmark */}
            <img src={partner.logo} alt={`${partner.name} (opens in a new tab)`} width={240} height={80} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}
