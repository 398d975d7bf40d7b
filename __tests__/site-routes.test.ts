import sitemap from "@/app/sitemap";
import { getAllAgents } from "@/lib/agents/catalog";
import { agentsForFunction } from "@/lib/agents/functions";
import { businessFunctions } from "@/content/choices";
import { functionPageHref } from "@/lib/site/hrefs";
import { canonicalRoutes } from "@/lib/site/routes";

const emptyFunctionPages = businessFunctions.filter((fn) => agentsForFunction(getAllAgents(), fn).length === 0).map(functionPageHref);

describe("routes", () => {
  it("keeps /coming-soon among the routes the browser tests and the accessibility sweep visit", () => {
    expect(canonicalRoutes()).toContain("/coming-soon");
  });

  it("sweeps every business function's page", () => {
    expect(canonicalRoutes()).toEqual(expect.arrayContaining(businessFunctions.map(functionPageHref)));
  });

  it("leaves /coming-soon and the function pages with no agent yet out of the sitemap, and nothing else", () => {
    const paths = sitemap().map((entry) => new URL(entry.url).pathname.replace(/(.)\/$/, "$1"));
    expect(paths).not.toContain("/coming-soon");
    expect(paths).toContain(functionPageHref("Sales"));
    expect(paths).toEqual(canonicalRoutes().filter((route) => route !== "/coming-soon" && !emptyFunctionPages.includes(route)));
  });
});
