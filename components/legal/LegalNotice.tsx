import { LegalDocument } from "@/components/legal/LegalDocument";
import { LegalText } from "@/components/legal/LegalText";

/** The legal notice (who runs the site) and the short terms of use of the site: content/legal/legal-notice.md. */
export function LegalNotice() {
  return (
    <LegalDocument>
      <LegalText name="legal-notice" />
    </LegalDocument>
  );
}
