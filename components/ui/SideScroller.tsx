"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";

type SideScrollerProps = { label: string; className?: string; children: ReactNode };

/**
 * A box that scrolls sideways when its content is wider. Only while it does is it a labelled region
 * and a tab stop (so a keyboard can scroll it); otherwise it says nothing and is not a stop. What
 * gets focus inside is kept clear of its scroll-padding (a sticky first column, say), which
 * Chromium does not do for a control that is already in the scrollport.
 */
export function SideScroller({ label, className, children }: SideScrollerProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  const region = scrolls ? ({ role: "region", "aria-label": `${label} (scrolls sideways)`, tabIndex: 0 } as const) : {};
  return (
    <div
      ref={ref}
      className={className}
      {...region}
      onFocus={(event) => {
        const box = event.currentTarget;
        const covered = parseFloat(getComputedStyle(box).scrollPaddingLeft) - (event.target.getBoundingClientRect().left - box.getBoundingClientRect().left);
        if (covered > 0 && event.target !== box) box.scrollLeft -= covered;
      }}
    >
      {children}
    </div>
  );
}
