import type { ReactNode } from "react";
import { PageShell } from "@/components/layout/PageShell";

/** Pages whose footer shows the Marketplace column. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <PageShell>{children}</PageShell>;
}
