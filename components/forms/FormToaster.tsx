"use client";

import toast, { useToaster } from "react-hot-toast/headless";
import styles from "@/components/forms/toast.module.css";

/** How long a toast stays; errors stay longer so they can be read. Pointer or focus on it pauses the clock. */
const durations = { success: 10_000, error: 15_000 };

/**
 * Shows form results as toasts: react-hot-toast's store, timers and pause-on-hover (its headless
 * build, because the full one injects <style> tags that the site's style-src 'self' blocks), with
 * our own pause while focus is in a toast, drawn with our own CSS. The live regions are always in the page, so screen readers announce a
 * toast the moment it appears: errors assertively, successes politely.
 */
export function FormToaster() {
  const { toasts, handlers } = useToaster({ success: { duration: durations.success }, error: { duration: durations.error } });
  const visible = toasts.filter((item) => item.visible);
  return (
    <div
      className={styles.toaster}
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
      onFocus={handlers.startPause}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) handlers.endPause();
      }}
    >
      {(["error", "success"] as const).map((kind) => (
        <div key={kind} role={kind === "error" ? "alert" : "status"} className={styles.region}>
          {visible
            .filter((item) => item.type === kind)
            .map((item) => (
              <div key={item.id} className={kind === "error" ? `${styles.toast} ${styles.error}` : styles.toast}>
                <p>{typeof item.message === "function" ? item.message(item) : item.message}</p>
                <button
                  type="button"
                  className={styles.dismiss}
                  onClick={() => {
                    // The button goes with its toast: focus moves to the page's content, not to <body>.
                    document.getElementById("main")?.focus({ preventScroll: true });
                    toast.dismiss(item.id);
                  }}
                >
                  <span className="visually-hidden">Dismiss</span>
                  <span aria-hidden="true">×</span>
                </button>
              </div>
            ))}
        </div>
      ))}
    </div>
  );
}
