import { Icon } from "@/components/ui/Icon";
import { ScrollToTop } from "@/components/ui/ScrollToTop";

/** The back-to-top button; the icon is drawn on the server so the client code stays small. */
export function ScrollToTopButton() {
  return <ScrollToTop icon={<Icon name="arrow-up" />} />;
}
