import type { IconName } from "@/content/types";
import { iconPaths } from "@/components/ui/icon-paths";

type IconProps = { name: IconName; size?: number; className?: string };

/** A decorative line icon; the text beside it carries the meaning. */
export function Icon({ name, size = 24, className }: IconProps) {
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
      {iconPaths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
