"use client";

import { useEffect, useRef, type ReactNode } from "react";
import styles from "@/components/forms/forms.module.css";

type ThankYouPanelProps = { message: string; reference: string; onReset: () => void; children?: ReactNode };

/** Replaces a form once the endpoint stored the submission; focus moves to its heading (the success toast is the announcement). `children`: what the visitor may do next. */
export function ThankYouPanel({ message, reference, onReset, children }: ThankYouPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className={`card ${styles.thankYou}`}>
      <span className={`icon-badge ${styles.successMark}`} aria-hidden="true" />
      <h2 ref={headingRef} tabIndex={-1}>
        Thank You!
      </h2>
      <p>{message}</p>
      <p className={styles.note}>
        Your reference: <strong className="reference">{reference}</strong>
      </p>
      {children}
      <button type="button" className="btn btn-secondary" onClick={onReset}>
        Submit Another Response
      </button>
    </div>
  );
}
