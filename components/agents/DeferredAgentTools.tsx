"use client";

// The agent page's request form and ROI estimator, loaded apart from the page (React's `lazy` and
// `<Suspense>`). Their code (react-hook-form, the delivery hook, the estimate) is not among the
// scripts the page loads at startup: on a first load React keeps each boundary's pre-rendered HTML
// in place, fetches the code when its hydration reaches the boundary (soon after load, inside the
// layout's low-priority <Activity>), then hydrates it. The pre-rendered fields are disabled until
// then, like every form's before hydration, so nothing typed can be lost, and nothing shifts. The
// code is fetched while the page is still online, so going offline before scrolling to them costs
// nothing. The fallback shows only on a client-side navigation, for the moment the code takes to
// arrive, at about the height of what it stands for.
import { lazy, Suspense, type ReactNode } from "react";
import type { AgentRequestSettings } from "@/lib/agents/request-settings";
import type { RoiEstimatorProps } from "@/components/agents/RoiEstimator";
import styles from "@/components/agents/DeferredAgentTools.module.css";

const AgentRequestForm = lazy(() => import("@/components/agents/AgentRequestForm").then((module) => ({ default: module.AgentRequestForm })));
const RoiEstimator = lazy(() => import("@/components/agents/RoiEstimator").then((module) => ({ default: module.RoiEstimator })));

function Pending({ className, children }: { className: string | undefined; children?: ReactNode }) {
  return (
    <div className={`card ${className}`} aria-busy="true">
      {children}
    </div>
  );
}

export function DeferredAgentRequestForm({ settings }: { settings: AgentRequestSettings }) {
  return (
    <Suspense fallback={<Pending className={styles.requestForm} />}>
      <AgentRequestForm settings={settings} />
    </Suspense>
  );
}

export function DeferredRoiEstimator(props: RoiEstimatorProps) {
  return (
    <Suspense fallback={<Pending className={styles.estimator}>{props.children}</Pending>}>
      <RoiEstimator {...props} />
    </Suspense>
  );
}
