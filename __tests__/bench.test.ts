/** @jest-environment node */
import { againstRefs, benchRoutes, blockingFromStart, roundOrder } from "../scripts/bench";

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
