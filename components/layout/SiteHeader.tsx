import Link from "next/link";
import { site } from "@/content/site";
import { HeaderNav } from "@/components/layout/HeaderNav";
import { Icon } from "@/components/ui/Icon";
import styles from "./SiteHeader.module.css";

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <Link href="/" className={styles.logo} aria-label={`${site.name} home`}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a 32 px static SVG needs no optimisation */}
          <img src="/images/logo.svg" alt="" width={32} height={32} />
          <span>{site.name}</span>
        </Link>
        <HeaderNav openIcon={<Icon name="menu" />} closeIcon={<Icon name="close" />} />
      </div>
    </header>
  );
}
