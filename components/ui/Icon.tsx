import type { IconName } from "@/content/types";
import { iconPaths } from "@/components/ui/icon-paths";
import { IconSvg } from "@/components/ui/IconSvg";

type IconProps = { name: IconName; size?: number; className?: string };

/** Any icon of the set. It carries the whole set's path data, so client components use SmallIcon. */
export function Icon({ name, ...props }: IconProps) {
  return <IconSvg paths={iconPaths[name]} {...props} />;
}
