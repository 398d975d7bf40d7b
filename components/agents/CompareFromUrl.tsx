"use client";

import { useEffect, useState } from "react";
import { MAX_COMPARED, parseComparedSlugs } from "@/lib/agents/compare";
import { writeCompareSelection } from "@/lib/browser/compare-selection";
import { CompareView, type CompareColumn } from "@/components/agents/CompareView";
import { SearchParamsListener } from "@/components/ui/SearchParamsListener";

/**
 * Shows the agents named in `?agents=` (at most 3, unknown ones ignored); with none, every agent,
 * as in the pre-rendered page, until the listener reports the query. The selection is stored, so
 * the marketplace shows it marked.
 */
export function CompareFromUrl({ columns, rowLabels }: { columns: CompareColumn[]; rowLabels: string[] }) {
  const [queryString, setQueryString] = useState("");
  const { slugs, cut, unknown } = parseComparedSlugs(
    new URLSearchParams(queryString).get("agents"),
    columns.map((column) => column.slug),
  );
  const chosenKey = slugs.join(",");
  useEffect(() => {
    if (chosenKey) writeCompareSelection(chosenKey.split(","));
  }, [chosenKey]);

  const nameOf = (slug: string) => columns.find((column) => column.slug === slug)?.name ?? slug;
  const notes = [
    cut.length > 0 && `Up to ${MAX_COMPARED} agents can be compared at once, so ${cut.map(nameOf).join(", ")} ${cut.length > 1 ? "are" : "is"} left out.`,
    unknown.length > 0 && `The link names ${unknown.length > 1 ? "agents" : "an agent"} we do not list (${unknown.join(", ")}), left out.`,
  ].filter((note): note is string => Boolean(note));
  const shown = slugs.length ? slugs.flatMap((slug) => columns.filter((column) => column.slug === slug)) : columns;
  return (
    <>
      <SearchParamsListener onChange={setQueryString} />
      <CompareView columns={shown} rowLabels={rowLabels} chosen={slugs.length > 0} notes={notes} />
    </>
  );
}
