"use client";

import { loadWhenNear } from "@/components/ui/LoadWhenNear";

type RoiEstimatorModule = typeof import("@/components/agents/RoiEstimator");

/** The ROI estimator, its code loaded when it is near; the pre-rendered HTML shows the default estimate. */
export const RoiEstimatorWhenNear = loadWhenNear({
  load: () => import("@/components/agents/RoiEstimator").then((module) => module.RoiEstimator),
  // Next replaces `typeof window` in each bundle, so the browser's bundle drops this require.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  onServer: typeof window === "undefined" ? (require("@/components/agents/RoiEstimator") as RoiEstimatorModule).RoiEstimator : undefined,
  what: "The estimator",
});
