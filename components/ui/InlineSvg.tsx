import { inlineSvgMarkup } from "@/lib/content/inline-svg";

type InlineSvgProps = {
  /** The file under public/, as an <img> would link it. */
  src: string;
  /** What the drawing shows, for screen readers; "" for decoration. */
  alt: string;
  /** Makes the drawing's ids unique on the page. */
  idPrefix: string;
  className: string;
};

/** An SVG drawn from the page's own HTML, with no request of its own (see lib/content/inline-svg.ts). */
export function InlineSvg({ src, alt, idPrefix, className }: InlineSvgProps) {
  const markup = { __html: inlineSvgMarkup(src, idPrefix) };
  return alt ? (
    <span className={className} role="img" aria-label={alt} dangerouslySetInnerHTML={markup} />
  ) : (
    <span className={className} aria-hidden="true" dangerouslySetInnerHTML={markup} />
  );
}
