import { agentsJson } from "@/lib/site/agent-catalog";

export const dynamic = "force-static";

export function GET() {
  return Response.json(agentsJson());
}
