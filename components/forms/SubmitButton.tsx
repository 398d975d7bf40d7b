type SubmitButtonProps = { sending: boolean; label: string };

/** Disabled while sending so a request can never be sent twice. */
export function SubmitButton({ sending, label }: SubmitButtonProps) {
  return (
    <button type="submit" className="btn btn-primary btn-submit" disabled={sending} aria-disabled={sending}>
      {sending ? "Sending..." : label}
    </button>
  );
}
