import Link from "next/link";
import type { ComponentProps, ReactNode } from "react";
import { prefetchesTarget } from "@/lib/site/prefetch";
import { SmallIcon } from "@/components/ui/SmallIcon";
import type { SmallIconName } from "@/components/ui/small-icon-paths";

type ButtonVariant = "primary" | "secondary" | "ghost" | "light";

function buttonClass(variant: ButtonVariant = "primary", className?: string): string {
  return ["btn", `btn-${variant}`, className].filter(Boolean).join(" ");
}

type ButtonLinkProps = Omit<ComponentProps<typeof Link>, "className"> & {
  variant?: ButtonVariant;
  /** A small icon, so client components can use the button without the full icon set. */
  icon?: SmallIconName;
  className?: string;
  children: ReactNode;
};

/** A link styled as a button; every call to action on the site is a real link. */
export function ButtonLink({ variant, icon, className, children, ...linkProps }: ButtonLinkProps) {
  const prefetch = typeof linkProps.href === "string" && !prefetchesTarget(linkProps.href) ? false : undefined;
  return (
    <Link className={buttonClass(variant, className)} prefetch={prefetch} {...linkProps}>
      {children}
      {icon && <SmallIcon name={icon} size={18} />}
    </Link>
  );
}
