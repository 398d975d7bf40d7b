import { LegalDocument } from "@/components/legal/LegalDocument";
import { LegalText } from "@/components/legal/LegalText";

/** The GDPR Art. 13 notice for this website's forms, hosting, analytics and browser storage: content/legal/privacy-notice.md. */
export function PrivacyNotice() {
  return (
    <LegalDocument>
      <LegalText name="privacy-notice" />
    </LegalDocument>
  );
}
