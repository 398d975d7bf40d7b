// The claims the owner must confirm, as content/claims.yaml holds them: each a value with its state
// (content/owner-fact.ts). The launch check lists those not confirmed; content/claims.ts words them
// for the pages. `npm run check:content` checks the file first and names line and field; a file it
// would refuse stops the build here with its words.
import { readDataFile } from "@/content/data-file";
import { CLAIMS_FILE, claimsSchema } from "@/content/schema";
import type { z } from "zod";

export type ClaimFacts = z.infer<typeof claimsSchema>;

function readClaimFacts(root: string = process.cwd()): ClaimFacts {
  const { data, problems, lineOf } = readDataFile(root, CLAIMS_FILE);
  const [problem] = problems;
  if (problem) throw new Error(`${CLAIMS_FILE}:${problem.line}: ${problem.message} (npm run check:content lists every problem)`);
  const parsed = claimsSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  throw new Error(`${CLAIMS_FILE}:${lineOf(issue!.path)}: ${issue!.path.join(".")} ${issue!.message} (npm run check:content lists every problem)`);
}

export const claimFacts = readClaimFacts();
