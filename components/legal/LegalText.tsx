import { Fragment, type ReactNode } from "react";
import type { LegalTextName } from "@/content/legal/files";
import { legalTextParts, type LegalFacts } from "@/lib/legal/legal-text";
import styles from "./legal.module.css";

/**
 * A legal text written in Markdown (content/legal/), rendered at build time with raw HTML off
 * (lib/legal/legal-text.ts). `blocks` gives the parts the page renders itself where the text names
 * them, such as each agent's details in the DPA.
 */
export function LegalText({ name, facts, blocks = {} }: { name: LegalTextName; facts?: LegalFacts; blocks?: Record<string, ReactNode> }) {
  return legalTextParts(name, { tableWrap: styles.tableWrap!, table: styles.table! }, facts).map((part, index) => {
    if ("html" in part) return <div key={index} dangerouslySetInnerHTML={{ __html: part.html }} />;
    if (!(part.block in blocks)) throw new Error(`content/legal/${name}.md names the block {{${part.block}}}, which its page does not give`);
    return <Fragment key={index}>{blocks[part.block]}</Fragment>;
  });
}
