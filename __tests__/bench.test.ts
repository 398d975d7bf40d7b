/** @jest-environment node */
import { againstRefs, benchRoutes, blockingFromStart, roundOrder, tolerance, versus } from "../scripts/bench";

describe("blocking from start", () => {
  it("adds every long task's time beyond 50 ms, wherever it falls", () => {
    const lhr = { audits: { "long-tasks": { details: { items: [{ duration: 120 }, { duration: 50 }, { duration: 75.5 }] } } } };
    expect(blockingFromStart(lhr)).toBe(95.5);
  });

  it("is 0 with no long task", () => {
    expect(blockingFromStart({ audits: {} })).toBe(0);
  });
});

describe("the commits to bench against", () => {
  it("are every --against, in order", () => {
    expect(againstRefs(["node", "bench.ts", "--against", "abc1234", "--against", "main~3"])).toEqual(["abc1234", "main~3"]);
  });

  it("must be named at least once, each with a commit", () => {
    expect(() => againstRefs(["node", "bench.ts"])).toThrow(/usage/);
    expect(() => againstRefs(["node", "bench.ts", "--against"])).toThrow(/usage/);
    expect(() => againstRefs(["node", "bench.ts", "--against", "--against", "abc1234"])).toThrow(/usage/);
  });
});

describe("the order of the builds", () => {
  it("puts each build first in turn, once every as many rounds as there are builds", () => {
    const builds = ["now", "a", "b"];
    const firsts = [0, 1, 2, 3].map((round) => roundOrder(builds, round)[0]);
    expect(firsts).toEqual(["now", "a", "b", "now"]);
    for (const round of [0, 1, 2]) expect([...roundOrder(builds, round)].sort()).toEqual([...builds].sort());
  });
});

describe("the routes benched", () => {
  const articles = ["/blog/newest", "/blog/older", "/blog/oldest"];

  it("add the newest article every build has when a baseline lacks the newest", () => {
    const routes = ["/", "/blog/newest"];
    expect(benchRoutes(routes, articles, (route) => route !== "/blog/newest")).toEqual(["/", "/blog/newest", "/blog/older"]);
  });

  it("are the budgets' routes alone when every build has the newest article, or none has any", () => {
    const routes = ["/", "/blog/newest"];
    expect(benchRoutes(routes, articles, () => true)).toEqual(routes);
    expect(benchRoutes(routes, articles, (route) => !route.startsWith("/blog/"))).toEqual(routes);
  });
});

describe("the working tree against a baseline, round by round", () => {
  it("is slower only when every round is slower by more than the tolerance", () => {
    expect(versus([700, 720, 690], [600, 610, 580])).toEqual({ medianDifference: 110, slowerRounds: 3, rounds: 3, verdict: "slower" });
    // Slower in the median, but one round the other way: noise on this evidence.
    expect(versus([900, 870, 560], [600, 610, 620])).toMatchObject({ slowerRounds: 2, verdict: "within noise" });
  });

  it("is faster only when every round is faster by more than the tolerance", () => {
    expect(versus([400, 420], [600, 610]).verdict).toBe("faster");
    expect(versus([590, 420], [600, 610]).verdict).toBe("within noise");
  });

  it("allows 10% of the baseline or 25 ms, whichever is more", () => {
    expect(tolerance(100)).toBe(25);
    expect(tolerance(600)).toBe(60);
    expect(versus([660, 660, 660], [600, 600, 600]).verdict).toBe("within noise");
    expect(versus([661, 661, 661], [600, 600, 600]).verdict).toBe("slower");
  });

  it("pairs runs by round, not by size", () => {
    // Sorted, these would pair as slower every time; in their rounds, one is faster.
    expect(versus([1000, 500, 800], [600, 900, 300])).toMatchObject({ slowerRounds: 2, verdict: "within noise" });
  });
});
