// The one transport for every form: a multipart POST to the configured endpoint (the Google Apps
// Script web app in production, the local inbox in development). The endpoint answers opaquely
// (no-cors), so the call counts as a success unless the request itself throws.

import type { FormType } from "@/lib/forms/contract";

export type SubmitResult = { success: boolean; message: string };

export const SUBMIT_SUCCESS_MESSAGE = "Form submitted successfully! We will get back to you soon.";
export const SUBMIT_ERROR_MESSAGE = "There was an error submitting the form. Please try again.";

/** Set at build time; next.config.ts refuses a production build without it. */
export const FORM_ENDPOINT = process.env.NEXT_PUBLIC_FORM_ENDPOINT ?? "";

/** Form data with formType, an ISO timestamp and every non-empty field (objects as JSON text). */
export function toFormData(formType: FormType, payload: Record<string, unknown>, now = new Date()): FormData {
  const body = new FormData();
  body.append("formType", formType);
  body.append("timestamp", now.toISOString());
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null || value === "") continue;
    body.append(key, typeof value === "object" ? JSON.stringify(value) : String(value));
  }
  return body;
}

export async function submitForm(
  formType: FormType,
  payload: Record<string, unknown>,
  endpoint: string = FORM_ENDPOINT,
): Promise<SubmitResult> {
  try {
    if (!endpoint) throw new Error("No form endpoint is configured (NEXT_PUBLIC_FORM_ENDPOINT)");
    await fetch(endpoint, { method: "POST", mode: "no-cors", body: toFormData(formType, payload) });
    return { success: true, message: SUBMIT_SUCCESS_MESSAGE };
  } catch (error) {
    console.error("Form submission failed:", error);
    return { success: false, message: SUBMIT_ERROR_MESSAGE };
  }
}
