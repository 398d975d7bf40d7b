"use client";

import { useEffect, useRef, useState, type ComponentType } from "react";
import { site } from "@/content/site";
import { nextOnline, onNearViewport } from "@/lib/browser/near-viewport";

/** Hydrating an element with this leaves the server's children in place, untouched (react-lazy-hydration's technique). */
const KEEP_SERVER_HTML = { __html: "" };

/**
 * A client component whose code loads when its part of the page comes near the viewport, not
 * with the page. The server renders the real component, so the pre-rendered HTML holds the part
 * in full and reads the same without JavaScript. In the browser that HTML stays as it is (its
 * fields disabled, as before any hydration) until the part is near; then the code loads and React
 * renders the live component in its place, with the same markup.
 *
 * React.lazy and next/dynamic load at once on hydration, and a Suspense boundary that large is
 * outlined by React's server renderer (hidden until a script moves it), so neither fits.
 *
 * `what` names the part in the note shown when its code cannot load (the connection dropped); it
 * loads as soon as the browser is back online, so the page never falls to an error.
 */
export function loadWhenNear<Props extends object>({
  load,
  onServer,
  what,
}: {
  /** The component's code, loaded in the browser once the part is near. */
  load: () => Promise<ComponentType<Props>>;
  /** The same component, on the server only (undefined in the browser bundle; see the callers). */
  onServer: ComponentType<Props> | undefined;
  what: string;
}): ComponentType<Props> {
  const OnServer = typeof window === "undefined" ? onServer : undefined;

  function LoadedWhenNear(props: Props) {
    const anchor = useRef<HTMLDivElement>(null);
    const [Loaded, setLoaded] = useState<ComponentType<Props>>();
    const [unavailable, setUnavailable] = useState(false);

    useEffect(() => {
      if (!anchor.current) return;
      let active = true;
      async function loadUntilLoaded() {
        for (;;) {
          try {
            const component = await load();
            if (!active) return;
            setUnavailable(false);
            setLoaded(() => component);
            return;
          } catch {
            if (active) setUnavailable(true);
            await nextOnline();
          }
        }
      }
      const stopObserving = onNearViewport(anchor.current, () => void loadUntilLoaded());
      return () => {
        active = false;
        stopObserving();
      };
    }, []);

    const Rendered = Loaded ?? OnServer;
    return (
      <>
        {unavailable && (
          <p className="form-alert" role="status">
            {what} could not load because the connection dropped. It will be ready as soon as you are back online. You can also
            email us at <a href={`mailto:${site.email}`}>{site.email}</a>.
          </p>
        )}
        {Rendered ? (
          <div ref={anchor}>
            <Rendered {...props} />
          </div>
        ) : (
          <div ref={anchor} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />
        )}
      </>
    );
  }
  return LoadedWhenNear;
}
