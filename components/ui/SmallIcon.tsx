import { IconSvg } from "@/components/ui/IconSvg";
import { smallIconPaths, type SmallIconName } from "@/components/ui/small-icon-paths";

type SmallIconProps = { name: SmallIconName; size?: number; className?: string };

/** One of the few icons client components draw (buttons' arrows, the blog card's clock), without the full set. */
export function SmallIcon({ name, ...props }: SmallIconProps) {
  return <IconSvg paths={smallIconPaths[name]} {...props} />;
}
