// What the agent request form loads on first use (see lazy-resolver.ts): its resolver and its payload builder.
import { zodResolver } from "@hookform/resolvers/zod";
import { agentRequestFormSchema } from "@/lib/forms/agent-request/schema";

export function agentRequestFormResolver(options: Parameters<typeof agentRequestFormSchema>[0]) {
  return zodResolver(agentRequestFormSchema(options));
}
export { buildAgentRequestPayload } from "@/lib/forms/agent-request/schema";
