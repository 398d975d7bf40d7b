import { inlineSvgMarkup } from "@/lib/content/inline-svg";
import { SvgMarkup } from "@/components/ui/SvgMarkup";

type InlineSvgProps = {
  /** The file under public/, as an <img> would link it. */
  src: string;
  /** What the drawing shows, for screen readers; "" for decoration. */
  alt: string;
  /** Makes the drawing's ids unique on the page. */
  idPrefix: string;
  className?: string;
};

/** An SVG file drawn from the page's own HTML, with no request of its own (see lib/content/inline-svg.ts). Server only. */
export function InlineSvg({ src, alt, idPrefix, className }: InlineSvgProps) {
  return <SvgMarkup markup={inlineSvgMarkup(src, idPrefix)} alt={alt} className={className} />;
}
