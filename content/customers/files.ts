// Where the customers' stories are and how they are read: one YAML file each in this folder
// (content/schema.ts, customerStorySchema); its name is the story's slug. The live site has none
// until the owner adds one and confirms the customer's consent. Apart from index.ts, which reads
// them on import, so the content check can read a broken file.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
// Relative: next.config.ts loads this file, and its loader resolves no @/ import past the config's own.
import { readDataFile } from "../data-file";
import { isOwnerFact, stated } from "../owner-fact";
import type { CustomerStory } from "@/content/schema";

/** The folder of the customers' stories, one file each. */
export const CUSTOMERS_FOLDER = "content/customers";
const EXTENSION = ".yaml";

export const customerFileOf = (slug: string) => `${CUSTOMERS_FOLDER}/${slug}${EXTENSION}`;
export const customerSlugOf = (file: string) => file.slice(CUSTOMERS_FOLDER.length + 1, -EXTENSION.length);

/** The stories' files, from the project root, by name. */
export function customerFiles(root: string = process.cwd()): string[] {
  const folder = join(root, CUSTOMERS_FOLDER);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith(EXTENSION))
    .map((name) => `${CUSTOMERS_FOLDER}/${name}`)
    .sort();
}

/** A story with its slug, as its file holds it: its consent with its state. */
export type CustomerStoryFile = CustomerStory & { slug: string };

/** Every story as the files say, confirmed or not; check:content has checked them first. */
export function readCustomerStories(root: string = process.cwd()): CustomerStoryFile[] {
  return customerFiles(root).map((file) => ({ ...(readDataFile(root, file).data as CustomerStory), slug: customerSlugOf(file) }));
}

/** A story as the site shows it: without the consent note, which is the owner's record, not the page's. */
export type ShownCustomerStory = Omit<CustomerStoryFile, "consent">;

/** The stories whose customer's consent the owner has confirmed: the only ones the site may show. */
export function withConsent(stories: readonly CustomerStoryFile[]): ShownCustomerStory[] {
  return stories.flatMap(({ consent, ...story }) => stated(consent, () => [story], []));
}

/**
 * Whether any story's consent is confirmed: only then does the site have a customers page
 * (next.config.ts). It reads the files before check:content has (the check's own list of routes):
 * a file whose consent is not a fact is the check's to name, and gives no page.
 */
export function hasConfirmedCustomerStory(root: string = process.cwd()): boolean {
  return withConsent(readCustomerStories(root).filter((story) => isOwnerFact(story.consent))).length > 0;
}
