"use client";

import { useEffect, useState, type ReactNode } from "react";
import { SCROLL_TOP_THRESHOLD, scrollToTop } from "@/lib/browser/scroll";
import styles from "./ScrollToTop.module.css";

/** The round button that appears after SCROLL_TOP_THRESHOLD px and takes the visitor back up. */
export function ScrollToTop({ icon }: { icon: ReactNode }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      className={styles.button}
      aria-label="Back to top"
      onClick={() => {
        scrollToTop();
        document.getElementById("main")?.focus({ preventScroll: true });
      }}
    >
      {icon}
    </button>
  );
}
