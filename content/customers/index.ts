// The customers' stories, as their files say, read when the site is built (files.ts); only those
// whose consent is confirmed are shown (lib/customers/stories.ts).
import { readCustomerStories } from "@/content/customers/files";

export const customerStories = readCustomerStories();
