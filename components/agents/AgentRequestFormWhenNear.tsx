"use client";

import { loadWhenNear } from "@/components/ui/LoadWhenNear";

type AgentRequestFormModule = typeof import("@/components/agents/AgentRequestForm");

/** The agent request form, its code (the form library, delivery, toasts) loaded when the form is near. */
export const AgentRequestFormWhenNear = loadWhenNear({
  load: () => import("@/components/agents/AgentRequestForm").then((module) => module.AgentRequestForm),
  // Next replaces `typeof window` in each bundle, so the browser's bundle drops this require.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  onServer: typeof window === "undefined" ? (require("@/components/agents/AgentRequestForm") as AgentRequestFormModule).AgentRequestForm : undefined,
  what: "The request form",
});
