import type { Metadata } from "next";
import { getArticleIds } from "@/lib/blog/articles";
import { NotFoundView } from "@/components/layout/NotFoundView";

export const metadata: Metadata = {
  title: "Page not found",
  description: "The page you are looking for does not exist. Return to the Lumenfold home page.",
  // No robots here: Next.js already marks a not-found page noindex, and a second tag would contradict it.
};

export default function NotFound() {
  return <NotFoundView articleIds={getArticleIds()} />;
}
