/**
 * @jest-environment node
 */
// package.json's `engines.node` is the promise the README makes about Node: every package that
// `npm install` puts on this kind of machine must accept the lowest version of each line it names.
// (@lhci/cli is pinned to 0.14.0, whose Lighthouse 12 still accepts Node 20.)
import { readFileSync } from "node:fs";
import { minVersion, satisfies } from "semver";

type LockEntry = { engines?: { node?: string } | string[]; os?: string[]; cpu?: string[] };

const packageJson = JSON.parse(readFileSync("package.json", "utf8")) as { engines: { node: string } };
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as { packages: Record<string, LockEntry> };

/** The lowest version of each range of `engines.node`: "^20.19.0 || >=24" -> ["20.19.0", "24.0.0"]. */
const lowestAdmitted = packageJson.engines.node.split("||").map((range) => minVersion(range)?.version ?? range.trim());

/** os/cpu lists name what a platform binary is for; "!x" excludes x. */
function installsHere(list: string[] | undefined, here: string): boolean {
  if (!list || list.length === 0) return true;
  if (list.some((item) => item === `!${here}`)) return false;
  return list.some((item) => item === here) || list.every((item) => item.startsWith("!"));
}

describe("Node versions", () => {
  it("names one lowest version per line the README lists (20, 22 and 24)", () => {
    expect(lowestAdmitted.map((version) => version.split(".")[0])).toEqual(["20", "22", "24"]);
  });

  it("every package npm installs here accepts the lowest version of each line package.json admits", () => {
    const refusals = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== "" && installsHere(entry.os, process.platform) && installsHere(entry.cpu, process.arch))
      .flatMap(([path, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        if (!range) return [];
        return lowestAdmitted.filter((version) => !satisfies(version, range)).map((version) => `${path} (${range}) refuses Node ${version}`);
      });
    expect(refusals).toEqual([]);
  });
});
