import { subProcessorFeed } from "@/lib/legal/sub-processors";

export const dynamic = "force-static";

export function GET() {
  return new Response(subProcessorFeed(), { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
}
