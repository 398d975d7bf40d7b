"use client";

// Every form of the site is a declarative WebMCP tool (a W3C Community Group draft; Chromium 156 has
// it behind --enable-features=WebMCP): the browser builds the tool's input schema from the form's
// fields, fills them and submits the form for the visitor's browser agent. The submit event then
// says `agentInvoked`, and `respondWith(promise)` gives the agent the result: this module turns
// what the form shows (refused, saved, stored) into that result. The lead is the same as a
// person's, through the same validation and outbox, and records that an agent sent it.
import { useEffect, useRef, type BaseSyntheticEvent, type FormEvent } from "react";
import type { FieldValues, Path, PathValue, SubmitHandler, UseFormReturn } from "react-hook-form";
import { BROWSER_AGENT, submissionReference } from "@/lib/forms/contract";
import type { DeliveryState } from "@/lib/forms/use-delivery";

/**
 * Gives the form its WebMCP attributes from the data-* ones it is rendered with: the HTML checker
 * (vnu) does not know toolname, tooldescription, toolautosubmit and toolparamdescription yet, so the
 * pre-rendered HTML stays valid, and the browser gets the tool once the form works (after hydration).
 */
export function declareFormTool(form: HTMLFormElement | null): void {
  if (!form) return;
  const set = (element: Element, name: string, value: string | undefined) => {
    if (value !== undefined && element.getAttribute(name) !== value) element.setAttribute(name, value);
  };
  set(form, "toolname", form.dataset.toolname);
  set(form, "tooldescription", form.dataset.tooldescription);
  set(form, "toolautosubmit", "");
  for (const field of form.querySelectorAll<HTMLElement>("[data-toolparamdescription]")) {
    set(field, "toolparamdescription", field.dataset.toolparamdescription);
  }
}

type AgentSubmitEvent = SubmitEvent & { agentInvoked?: boolean; respondWith?: (result: Promise<unknown>) => void };

/** A tool call's submit: the browser's own (trusted) event, where it has WebMCP (Chromium: document.modelContext; the draft: navigator's). */
function agentSubmit(event: BaseSyntheticEvent | undefined): AgentSubmitEvent | undefined {
  const submit = event?.nativeEvent as AgentSubmitEvent | undefined;
  const webmcp = "modelContext" in document || "modelContext" in navigator;
  return submit?.isTrusted && submit.agentInvoked === true && webmcp ? submit : undefined;
}

/**
 * The values the browser put in the form's fields for an agent's call, by the form library's field
 * names: the browser sets them without the events a person's typing and clicking fire (a radio's
 * choice, say), so the form reads them from the fields before it checks them.
 */
function agentFilledValues<Values extends FieldValues>(event: FormEvent<HTMLFormElement>, current: Values): Partial<Values> | undefined {
  if (!agentSubmit(event)) return undefined;
  const fields = new FormData(event.currentTarget);
  const filled: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(current)) {
    if (!event.currentTarget.elements.namedItem(name)) continue;
    filled[name] = Array.isArray(value) ? fields.getAll(name).map(String) : String(fields.get(name) ?? "");
  }
  return filled as Partial<Values>;
}

/**
 * What a browser agent's call is told when it would replace what the person typed; the form keeps the person's words.
 * @internal Exported for the tests and the build's checks (knip --production).
 */
export const AGENT_OVERWRITE_MESSAGE =
  "Not sent: the visitor has typed in this form, and a browser agent's call never replaces what a person typed. The form still holds the visitor's words; ask the visitor to send it, or to clear the fields first.";

/**
 * The form's submit handler: an agent's filled values are taken from the fields first, then checked
 * as a person's. A call that would change what the person had filled in (`personValuesChangedBy`)
 * sends nothing: the person's words go back into the fields, and the call is told why.
 */
export function submitHandler<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  onValid: SubmitHandler<Values>,
  personValuesChangedBy: (filled: Partial<Values>) => Partial<Values>,
) {
  return async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    const filled = agentFilledValues(event, form.getValues());
    const changed = Object.entries(filled ? personValuesChangedBy(filled) : {});
    if (changed.length > 0) {
      // The browser wrote the agent's values into the fields: put the person's back.
      for (const [name, value] of changed) form.setValue(name as Path<Values>, value as PathValue<Values, Path<Values>>);
      const refuse = () => form.setError("root.agentCall", { type: "agent", message: AGENT_OVERWRITE_MESSAGE });
      await form.handleSubmit(refuse, refuse)(event);
      return;
    }
    for (const [name, value] of Object.entries(filled ?? {})) form.setValue(name as Path<Values>, value as PathValue<Values, Path<Values>>);
    await form.handleSubmit(onValid)(event);
  };
}

/** The submission's `sentBy`: the browser agent's mark when its tool call submitted the form. */
export const sentByOf = (event: BaseSyntheticEvent | undefined) => (agentSubmit(event) ? BROWSER_AGENT : undefined);

/** The messages react-hook-form shows beside the fields, in the form's order. */
export function fieldErrorMessages(errors: Partial<Record<string, { message?: unknown } | undefined>>): string[] {
  return Object.entries(errors).flatMap(([name, error]) => {
    // The form's own messages (root), such as a refused agent call, are kept apart by react-hook-form under their names.
    const nested = name === "root" ? [error, ...Object.values((error ?? {}) as Record<string, { message?: unknown }>)] : [error];
    return nested.flatMap((item) => (typeof item?.message === "string" && item.message ? [item.message] : []));
  });
}

/** What the agent is told, as an MCP tool result: text only. */
export type ToolResult = { content: { type: "text"; text: string }[]; isError?: boolean };
const result = (text: string, isError = false): ToolResult => ({ content: [{ type: "text", text }], ...(isError ? { isError } : {}) });

/** The result for what the form shows now, or undefined while it is still being decided. */
function agentResult(state: DeliveryState, errors: readonly string[], replyWithin: string): ToolResult | undefined {
  switch (state.phase) {
    case "editing":
      return errors.length ? result(`Not sent: ${errors.join(" ")} The form shows the same messages beside the fields.`, true) : undefined;
    case "sending":
      return undefined;
    case "submitted":
    case "added":
      return result(`Sent and stored (reference ${submissionReference(state.id)}). The team replies ${replyWithin}. The visitor sees the same confirmation.`);
    case "saved":
      return result(
        "Not delivered yet: our server did not take it. It is kept in the visitor's browser (in a private window, only while it stays open) and will be sent as soon as the server does; the form will say when.",
      );
    case "unsaved":
      return result("Not delivered: our server did not take it, and this browser would not keep a copy. The form is still filled; try again later.", true);
    case "refused":
      return result(`Refused: ${state.message}`, true);
    case "expired":
      return result("Not delivered: the saved copy could not be sent within a week and was removed. The form is still filled.", true);
  }
}

/**
 * Answers a tool call once the form has decided: `begin` takes the submit event (and, for an
 * agent's call, holds the answer open); the answer follows the form's state.
 */
export function useAgentToolCall(state: DeliveryState, errors: readonly string[], validating: boolean, replyWithin: string) {
  const pending = useRef<((answer: ToolResult) => void) | undefined>(undefined);
  /** Set once this call's checks ran, so errors from an earlier attempt are not taken for this one's. */
  const checked = useRef(false);

  useEffect(() => {
    if (!pending.current) return;
    if (validating) {
      checked.current = true;
      return;
    }
    if (!checked.current && state.phase === "editing") return;
    const answer = agentResult(state, errors, replyWithin);
    if (!answer) return;
    pending.current(answer);
    pending.current = undefined;
  });

  /** False when the submit sends nothing: the form is `busy` sending, or another call's message is; a call is told so. */
  return function begin(event: FormEvent<HTMLFormElement>, busy: boolean): boolean {
    const submit = agentSubmit(event);
    if (!submit?.respondWith) return !busy;
    // The draft requires preventDefault before respondWith; react-hook-form calls it too.
    event.preventDefault();
    if (busy || pending.current) {
      submit.respondWith(
        Promise.resolve(
          result(
            "Not sent: the form is still sending the message of an earlier call. Nothing of this call was sent; call again once the earlier call has its answer.",
            true,
          ),
        ),
      );
      return false;
    }
    checked.current = false;
    submit.respondWith(new Promise<ToolResult>((resolve) => (pending.current = resolve)));
    return true;
  };
}
