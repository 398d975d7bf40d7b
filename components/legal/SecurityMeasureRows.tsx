import type { SecurityMeasure } from "@/lib/legal/security-measures";

/** The security practice as term and description pairs, inside a caller's <dl>: the trust page's and the DPA annex's. */
export function SecurityMeasureRows({ measures }: { measures: readonly SecurityMeasure[] }) {
  return measures.map((measure) => (
    <div key={measure.id} data-measure={measure.id}>
      <dt>{measure.label}</dt>
      <dd>{measure.text}</dd>
    </div>
  ));
}
