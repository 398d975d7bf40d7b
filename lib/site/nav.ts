/** The header highlights an item when the current path starts with its href ("/" only on the home page). */
export function isNavItemActive(href: string, pathname: string): boolean {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The footer's Marketplace column is left out on the About page only (the specification's footer). */
export function footerShowsMarketplace(pathname: string): boolean {
  return !isNavItemActive("/about", pathname);
}
