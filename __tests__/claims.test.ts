import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import * as claims from "@/content/claims";
import { listings } from "@/content/listings";
import { marketplaceHero } from "@/content/marketplace";
import { site } from "@/content/site";

const root = process.cwd();

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = ["app", "components", "content", "lib", "scripts"].flatMap(sourceFiles).map((path) => ({
  path: relative(root, join(root, path)),
  text: readFileSync(join(root, path), "utf8"),
}));

function filesMatching(pattern: RegExp): string[] {
  return files.filter((file) => pattern.test(file.text)).map((file) => file.path);
}

describe("the reply promise", () => {
  it("is the specification's 24 hours", () => {
    expect(site.replyWithin).toBe("within 24 hours");
    expect(site.replyPromise).toContain(site.replyWithin);
  });

  it("is written once, in content/site.ts", () => {
    expect(filesMatching(/within \d+ hours/i)).toEqual(["content/site.ts"]);
  });

  it("has no rival in working or business days", () => {
    expect(filesMatching(/within (one|a|1) (working|business) day/i)).toEqual([]);
  });
});

describe("claims the specification does not make", () => {
  it("are each written once, in content/claims.ts", () => {
    for (const claim of Object.values(claims)) {
      expect(filesMatching(new RegExp(claim.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))).toEqual(["content/claims.ts"]);
    }
  });

  it.each([
    ["a senior engineer", /senior engineer/i],
    ["fixed prices", /fixed price/i],
    ["record volumes", /millions of records/i],
    ["named technology partners", /technology partner/i],
    ["results within weeks", /results within weeks/i],
  ])("mention %s nowhere else", (_name, pattern) => {
    expect(filesMatching(pattern).filter((path) => path !== "content/claims.ts")).toEqual([]);
  });
});

describe("claims that agree with the listings", () => {
  it("gives the go-live time as the listings' own range of implementation weeks", () => {
    const weeks = Object.values(listings).map((listing) => listing.timelineWeeks);
    const min = Math.min(...weeks.map((week) => week.min));
    const max = Math.max(...weeks.map((week) => week.max));
    expect(claims.agentsLiveIn).toContain(`${min} to ${max} weeks`);
    expect(filesMatching(/days, not quarters/i)).toEqual([]);
  });

  it("does not call the marketplace the first of its kind", () => {
    expect(marketplaceHero.title).toBe("A marketplace of vertical AI agents");
    expect(filesMatching(/first marketplace/i)).toEqual([]);
  });

  it.each([
    ["the founders' track record", /founders (previously |helped )?built|built a credit bureau and/i, claims.foundersTrackRecord],
    ["the live agents", /(more than|over) (20|twenty) (of|live)|20\+ of our|twenty live|agents run live/i, claims.liveAgents],
  ])("words %s once, in content/claims.ts", (_name, pattern, claim) => {
    expect(pattern.test(claim)).toBe(true);
    expect(filesMatching(pattern).filter((path) => path !== "content/claims.ts")).toEqual([]);
  });

  it("keeps no performance figure without a source", () => {
    expect(filesMatching(/up to 85%|about 25% of|up to 3x/i)).toEqual([]);
  });
});
