type IconSvgProps = { paths: readonly string[]; size?: number; className?: string };

/** A decorative line icon drawn from its path data; the text beside it carries the meaning. */
export function IconSvg({ paths, size = 24, className }: IconSvgProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {/* Keyed by position: a path's data as its key would be sent twice in the RSC payload. */}
      {paths.map((d, index) => (
        <path key={index} d={d} />
      ))}
    </svg>
  );
}
