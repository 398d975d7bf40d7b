import type { ReactNode } from "react";
import { PageShell } from "@/components/layout/PageShell";

/** The About page: its footer leaves out the Marketplace column. */
export default function CompanyLayout({ children }: { children: ReactNode }) {
  return <PageShell showMarketplace={false}>{children}</PageShell>;
}
