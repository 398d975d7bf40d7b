import { feedPaths } from "@/lib/site/feed-paths";
import { rssFeed } from "@/lib/site/feeds";
import { fileHeaders } from "@/lib/site/security-headers";

export const dynamic = "force-static";

export function GET() {
  return new Response(rssFeed(), { headers: fileHeaders[feedPaths.articles] });
}
