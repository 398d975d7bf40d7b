import { previewNotice } from "@/lib/launch/preview";
import { subProcessorFeed } from "@/lib/legal/sub-processors";
import { feedPaths } from "@/lib/site/feed-paths";
import { fileHeaders } from "@/lib/site/security-headers";

export const dynamic = "force-static";

export function GET() {
  return new Response(subProcessorFeed(previewNotice()), { headers: fileHeaders[feedPaths.subProcessors] });
}
