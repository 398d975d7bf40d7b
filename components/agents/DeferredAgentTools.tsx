"use client";

// The agent page's request form and ROI estimator, with their code loaded apart from the page's
// (React's `lazy`), so react-hook-form, the delivery hook and the estimate are not among the
// scripts the page loads at startup. Each sits in its own <Activity> boundary, not <Suspense>:
// - while the page is pre-rendered, `lazy` suspends only until its module resolves, and with no
//   Suspense boundary the HTML keeps the form in place (React's server renderer moves a large
//   Suspense boundary's content behind a script, which scripts/check-export.ts refuses);
// - on a first load, an Activity boundary whose code is still coming stays as the pre-rendered
//   HTML and hydrates when the code arrives ("Deferring hydration of low-priority content" in
//   React's Activity docs). The code is fetched as hydration reaches it, just after load, so a
//   visitor who goes offline before scrolling down still gets a working form. Until then its
//   fields are disabled, like every form's before hydration, so no keystroke is lost.
// On a client-side navigation the page appears once the code is there, as Next's navigations
// are transitions.
import { Activity, lazy, type ComponentProps } from "react";
// Every stylesheet the two tools import, imported here as well so it is the page's own: inlined in
// its HTML, so the pre-rendered form and estimator are styled before their code arrives (and
// without JavaScript), and already loaded when it does, so webpack gives the lazy chunks no
// stylesheet to link at run time. __tests__/e2e/styles.spec.ts fails if one is missing here.
import "@/components/forms/field.module.css";
import "@/components/forms/forms.module.css";
import "@/components/forms/toast.module.css";
import "@/components/agents/listing.module.css";
import "@/components/agents/AgentRequestForm.module.css";
import "@/components/agents/RoiEstimator.module.css";

const AgentRequestForm = lazy(() => import("@/components/agents/AgentRequestForm").then((module) => ({ default: module.AgentRequestForm })));
const RoiEstimator = lazy(() => import("@/components/agents/RoiEstimator").then((module) => ({ default: module.RoiEstimator })));

export function DeferredAgentRequestForm(props: ComponentProps<typeof AgentRequestForm>) {
  return (
    <Activity>
      <AgentRequestForm {...props} />
    </Activity>
  );
}

export function DeferredRoiEstimator(props: ComponentProps<typeof RoiEstimator>) {
  return (
    <Activity>
      <RoiEstimator {...props} />
    </Activity>
  );
}
