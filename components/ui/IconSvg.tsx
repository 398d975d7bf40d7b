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
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
