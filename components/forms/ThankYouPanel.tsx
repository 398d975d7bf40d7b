"use client";

import { useEffect, useRef } from "react";
import styles from "@/components/forms/forms.module.css";

type ThankYouPanelProps = { message: string; reference: string; onReset: () => void };

/** Replaces a form once the endpoint stored the submission; focus moves to its heading (the success toast is the announcement). */
export function ThankYouPanel({ message, reference, onReset }: ThankYouPanelProps) {
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
      <button type="button" className="btn btn-secondary" onClick={onReset}>
        Submit Another Response
      </button>
    </div>
  );
}
