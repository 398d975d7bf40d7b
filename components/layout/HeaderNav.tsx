"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { mainNav } from "@/content/site";
import { prefetchesTarget } from "@/lib/site/prefetch";
import { isNavItemActive } from "@/lib/site/nav";
import styles from "./SiteHeader.module.css";

type HeaderNavProps = {
  /** Icons are drawn by the server component and passed in, to keep icon data out of the client bundle. */
  openIcon: ReactNode;
  closeIcon: ReactNode;
};

/**
 * The six header links; below 900 px they fold into a disclosure menu, which closes when focus or
 * a click goes elsewhere (it would cover what comes next) and scrolls within the viewport.
 */
export function HeaderNav({ openIcon, closeIcon }: HeaderNavProps) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // Close the phone menu after navigating.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }

  // The open menu ends at the viewport's bottom and scrolls, wherever the header sits.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (open && list) list.style.maxHeight = `${window.innerHeight - list.getBoundingClientRect().top}px`;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open]);

  return (
    <nav
      aria-label="Main"
      className={styles.nav}
      data-open={open}
      ref={navRef}
      onBlur={(event) => {
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button ref={toggleRef} type="button" className={styles.toggle} aria-expanded={open} aria-controls="main-menu" onClick={() => setOpen((value) => !value)}>
        {open ? closeIcon : openIcon}
        <span className="visually-hidden">Menu</span>
      </button>
      <ul id="main-menu" className={styles.list} ref={listRef}>
        {mainNav.map((item) => {
          const active = isNavItemActive(item.href, pathname);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                className={styles.link}
                aria-current={active ? "page" : undefined}
                prefetch={prefetchesTarget(item.href) ? undefined : false}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
