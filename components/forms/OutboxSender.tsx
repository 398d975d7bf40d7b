"use client";

import { useEffect, useState } from "react";
import { site } from "@/content/site";
import { submissionReference } from "@/lib/forms/contract";
import { flushOutbox, hasOutboxEntries, type OutboxEventDetail } from "@/lib/forms/outbox";

/** What the visitor is told about a saved submission that a form on this page did not claim. */
function noticeFor({ status, id, message }: OutboxEventDetail): string {
  switch (status) {
    case "stored":
      return `Your saved message has been sent (reference ${submissionReference(id)}). We will get back to you ${site.replyWithin}.`;
    case "refused":
      return `Your saved message could not be accepted (${(message ?? "").replace(/[.\s]+$/, "")}). Please send it again from the form, or email us at ${site.email}.`;
    case "expired":
      return `A message saved on this device could not be sent after repeated tries, and has been removed from this device. Please email us at ${site.email}.`;
  }
}

/**
 * Sends what the on-device outbox holds: on every page the visitor opens and when the browser
 * comes back online. The transport loads only when the outbox has something in it, so pages
 * without a waiting submission ship almost nothing for this.
 */
export function OutboxSender() {
  const [notice, setNotice] = useState("");

  useEffect(() => {
    const send = async () => {
      if (!hasOutboxEntries()) return;
      const { deliver } = await import("@/lib/forms/transport");
      const results = await flushOutbox((submission) => deliver(submission));
      const unclaimed = results.filter((result) => !result.claimed);
      if (unclaimed.length) setNotice(unclaimed.map((result) => noticeFor(result)).join(" "));
    };
    const sendSoon = () => void send().catch((error: unknown) => console.error("Saved submissions could not be sent:", error));
    sendSoon();
    window.addEventListener("online", sendSoon);
    return () => window.removeEventListener("online", sendSoon);
  }, []);

  return (
    <div role="status" className="outbox-region">
      {notice && (
        <div className="outbox-notice">
          <p>{notice}</p>
          <button type="button" className="toast-dismiss" onClick={() => setNotice("")}>
            <span className="visually-hidden">Dismiss</span>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>
  );
}
