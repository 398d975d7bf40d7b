import { aiCatalog } from "@/lib/site/agent-catalogue";

export const dynamic = "force-static";

export function GET() {
  return Response.json(aiCatalog());
}
