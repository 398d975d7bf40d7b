"use client";

import { personFromFragment, schedulerUrl, type Scheduler } from "@/lib/booking/scheduler";
import { useBrowserValue } from "@/lib/browser/use-hydrated";
import styles from "@/components/booking/booking.module.css";

/**
 * The owner's scheduling page in a frame, with the person a form's thanks passed in the link's
 * fragment. The frame is made in the browser, so it carries them and the page's own host (Calendly
 * asks for it); the pre-rendered page, and a browser without JavaScript, link to the scheduler instead.
 */
export function SchedulerFrame({ scheduler }: { scheduler: Scheduler }) {
  const host = useBrowserValue<string | undefined>(() => window.location.host, undefined);
  const person = personFromFragment(useBrowserValue(() => window.location.hash, ""));
  const opened = schedulerUrl(scheduler, { person });
  return (
    <>
      {host !== undefined && (
        <iframe
          className={styles.frame}
          title={`Pick a time on ${scheduler.provider}`}
          src={schedulerUrl(scheduler, { person, embedDomain: host })}
          // Its own scripts and forms, and the confirmation it may open; never navigating this page.
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
      <p className={styles.fallback}>
        {host !== undefined ? "Calendar not showing? " : ""}
        <a href={opened} target="_blank" rel="noopener noreferrer">
          Open the calendar on {scheduler.provider}
        </a>{" "}
        (a new tab).
      </p>
    </>
  );
}
