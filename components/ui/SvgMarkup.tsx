import styles from "./SvgMarkup.module.css";

type SvgMarkupProps = {
  /** SVG markup made at build time by lib/content/inline-svg.ts, never text a visitor typed. */
  markup: string;
  /** What the drawing shows, for screen readers; "" for decoration. */
  alt: string;
  /** The owner's class: its size, radius and frame. */
  className?: string;
};

/** An SVG drawn from the page's own HTML. Has no server-only imports, so client components can use it too. */
export function SvgMarkup({ markup, alt, className }: SvgMarkupProps) {
  const html = { __html: markup };
  const classes = [styles.drawing, className].filter(Boolean).join(" ");
  return alt ? (
    <span className={classes} role="img" aria-label={alt} dangerouslySetInnerHTML={html} />
  ) : (
    <span className={classes} aria-hidden="true" dangerouslySetInnerHTML={html} />
  );
}
