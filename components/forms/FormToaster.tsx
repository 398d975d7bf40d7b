"use client";

import { Toaster } from "react-hot-toast";

/** Toasts for form results; rendered only on pages with a form. */
export function FormToaster() {
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        duration: 6000,
        style: { fontSize: "1rem", color: "#0f172a" },
        error: { duration: 8000 },
      }}
    />
  );
}
