// What the quote request form loads on first use (see lazy-resolver.ts): its resolver and its payload builder.
import { zodResolver } from "@hookform/resolvers/zod";
import { quoteRequestFormSchema } from "@/lib/forms/quote-request/schema";

export function quoteRequestFormResolver() {
  return zodResolver(quoteRequestFormSchema());
}
export { buildQuoteRequestPayload } from "@/lib/forms/quote-request/schema";
