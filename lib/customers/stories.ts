// The customers' stories the site shows: only those whose consent the owner has confirmed, and
// without the consent note itself, which is the owner's record, not the page's.
import { customerStories } from "@/content/customers";
import type { CustomerStoryFile } from "@/content/customers/files";
import { stated } from "@/content/owner-fact";

export type ShownCustomerStory = Omit<CustomerStoryFile, "consent">;

/** The stories with confirmed consent, in the order of their files. `stories`: the content's by default. */
export function confirmedCustomerStories(stories: readonly CustomerStoryFile[] = customerStories): ShownCustomerStory[] {
  return stories.flatMap(({ consent, ...story }) => stated(consent, () => [story], []));
}

/** The confirmed stories of customers who use the agent. */
export function customerStoriesUsing(slug: string, stories: readonly CustomerStoryFile[] = customerStories): ShownCustomerStory[] {
  return confirmedCustomerStories(stories).filter((story) => story.agents.includes(slug));
}
