import { useLayoutEffect } from "react";

/**
 * Keeps the tab's title at `title` while the calling component shows. Next.js commits a page's own
 * <title> after the page renders and may add another later, so the title is set again whenever the
 * head changes; the observer stops, its pending changes dropped, before the next page's title is read.
 */
export function useDocumentTitle(title: string | null): void {
  useLayoutEffect(() => {
    if (!title) return;
    const apply = () => {
      if (document.title !== title) document.title = title;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [title]);
}
