"use client";

import { useSettled } from "@/lib/browser/use-settled";

/** A status whose text is announced (and shown) once it has stopped changing. */
export function SettledStatus({ text, className }: { text: string; className?: string }) {
  return (
    <p className={className} role="status">
      {useSettled(text)}
    </p>
  );
}
