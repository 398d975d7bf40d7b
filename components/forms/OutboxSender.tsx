"use client";

import { useEffect, useState } from "react";
import { site } from "@/content/site";
import { submissionReference } from "@/lib/forms/contract";
import { markTold, subscribeToOutbox, untoldOutcomes, type OutboxEntry } from "@/lib/forms/outbox";
import { startSender } from "@/lib/forms/sender";
import styles from "@/components/forms/toast.module.css";

/** What the visitor is told about a sent submission whose form is not on this page. */
function noticeFor({ status, submission, message }: OutboxEntry): string {
  const reference = submissionReference(submission.id);
  switch (status) {
    case "stored":
      return `Your saved message has been sent (reference ${reference}). We will get back to you ${site.replyWithin}.`;
    case "refused":
      return `Your saved message could not be accepted (${(message ?? "").replace(/[.\s]+$/, "")}). Please send it again from the form, or email us at ${site.email}.`;
    default:
      return `A message saved on this device could not be sent within a week, and has been removed from this device. Please email us at ${site.email}.`;
  }
}

/**
 * Runs the one sender on every page (lib/forms/sender.ts), and says how a submission ended when
 * its form is not on the page: the visitor followed a link while it was sending, or it waited on
 * the device until now. Each outcome is told once.
 */
export function OutboxSender() {
  const [notices, setNotices] = useState<string[]>([]);

  useEffect(() => {
    let telling = false;
    const tell = () => {
      // Marking an outcome told changes the outbox, which calls this again: once is enough.
      if (telling) return;
      telling = true;
      const outcomes = untoldOutcomes().filter((entry) => markTold(entry.submission.id));
      telling = false;
      if (outcomes.length) setNotices((shown) => [...shown, ...outcomes.map(noticeFor)]);
    };
    const stopSender = startSender();
    tell();
    const unsubscribe = subscribeToOutbox(tell);
    return () => {
      stopSender();
      unsubscribe();
    };
  }, []);

  return (
    <div role="status" className={styles.region}>
      {notices.length > 0 && (
        <div className={styles.outboxNotice}>
          <p>{notices.join(" ")}</p>
          <button type="button" className={styles.dismiss} onClick={() => setNotices([])}>
            <span className="visually-hidden">Dismiss</span>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>
  );
}
