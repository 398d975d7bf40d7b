"use client";

import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { footerShowsMarketplace } from "@/lib/site/nav";

/**
 * The footer sits in the root layout, which cannot tell one page from another; this leaf reads
 * the path so the Marketplace column (drawn by the server footer and passed in) is left out on
 * About, after a client-side navigation as well as in the exported HTML.
 */
export function FooterMarketplaceColumn({ children }: { children: ReactNode }) {
  return footerShowsMarketplace(usePathname()) ? children : null;
}
