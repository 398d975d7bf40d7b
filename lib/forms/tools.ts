// The forms as WebMCP tools (see agent-tool.ts): each form's `toolname` and `tooldescription`, in
// one place for the forms and for llms.txt, which names them. Plain text, nothing a visitor typed.
import { site } from "@/content/site";
import { agentTitle } from "@/lib/agents/title";

export type FormTool = { name: string; description: string };

export const contactFormTool: FormTool = {
  name: "send_inquiry",
  description: `Send an inquiry to ${site.name}, a data and AI services company, for the visitor on this page: about its consulting services, a custom AI agent, GenAI training for a team, or anything else. The team replies ${site.replyWithin}.`,
};

/** Every agent page's request form has this tool name; its description names the agent. */
export const AGENT_REQUEST_TOOL_NAME = "request_agent";

export function agentRequestTool(agentName: string): FormTool {
  return {
    name: AGENT_REQUEST_TOOL_NAME,
    description: `Request the ${agentTitle(agentName)} from ${site.name}'s marketplace of ready-to-deploy AI agents, for the visitor on this page. The team replies ${site.replyWithin} with next steps.`,
  };
}

export const quoteRequestTool: FormTool = {
  name: "request_quote",
  description: `Send the quote on this page (its agents, term, lines and totals) to ${site.name} as a request, for the visitor on this page. The team replies ${site.replyWithin} to confirm it.`,
};
