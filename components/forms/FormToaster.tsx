"use client";

import { useSyncExternalStore } from "react";
import { dismissToast, getServerToasts, getToasts, subscribeToToasts } from "@/lib/forms/toasts";

/**
 * Shows form results as toasts. The live regions are always in the page, so screen readers
 * announce a toast the moment it appears: errors assertively, successes politely.
 */
export function FormToaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getServerToasts);
  return (
    <div className="toaster">
      {(["error", "success"] as const).map((kind) => (
        <div key={kind} role={kind === "error" ? "alert" : "status"} className="toast-region">
          {toasts
            .filter((toast) => toast.kind === kind)
            .map((toast) => (
              <div key={toast.id} className={`toast toast-${kind}`}>
                <p>{toast.message}</p>
                <button type="button" className="toast-dismiss" onClick={() => dismissToast(toast.id)}>
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
