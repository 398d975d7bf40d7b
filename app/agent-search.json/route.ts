import { getAllAgents } from "@/lib/agents/catalog";
import { agentSearchData } from "@/lib/agents/search-index";

export const dynamic = "force-static";

export function GET() {
  return Response.json(agentSearchData(getAllAgents()));
}
