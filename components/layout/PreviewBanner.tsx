import { isPreviewBuild } from "@/lib/launch/preview";
import { unconfirmedFacts } from "@/lib/launch/unconfirmed-facts";

/** On every page of a preview build: says it is not for launch, and why. Renders nothing in production. */
export function PreviewBanner() {
  if (!isPreviewBuild()) return null;
  const count = unconfirmedFacts().length;
  return (
    <p className="preview-banner" role="note">
      <strong>Preview, not for launch.</strong>{" "}
      {count > 0
        ? `${count === 1 ? "One fact" : `${count} facts`} only the owner can confirm ${count === 1 ? "is" : "are"} not confirmed yet, so this build is not the live site and asks search engines not to index it.`
        : "This build is not the live site and asks search engines not to index it."}
    </p>
  );
}
