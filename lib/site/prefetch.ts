// Which links Next.js may prefetch. Its own module, without imports, because the header (a client
// component on every page) reads it.

/**
 * The contact page carries the heaviest JavaScript of the site (the form), and most visitors who
 * see a "Book a call" button never press it, so links to it are not prefetched: prefetching would
 * spend the visitor's main thread while the current page is still loading.
 */
export function prefetchesTarget(href: string): boolean {
  return !href.startsWith("/contact");
}
