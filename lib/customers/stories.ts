// The customers' stories the site shows: only those whose consent the owner has confirmed
// (withConsent, the rule the customers page's existence follows too).
import { customerStories } from "@/content/customers";
import { type CustomerStoryFile, type ShownCustomerStory, withConsent } from "@/content/customers/files";

/** The stories with confirmed consent, in the order of their files. `stories`: the content's by default. */
export function confirmedCustomerStories(stories: readonly CustomerStoryFile[] = customerStories): ShownCustomerStory[] {
  return withConsent(stories);
}

/** The confirmed stories of customers who use the agent. */
export function customerStoriesUsing(slug: string, stories: readonly CustomerStoryFile[] = customerStories): ShownCustomerStory[] {
  return confirmedCustomerStories(stories).filter((story) => story.agents.includes(slug));
}
