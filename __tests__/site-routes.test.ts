import sitemap from "@/app/sitemap";
import { canonicalRoutes } from "@/lib/site/routes";

describe("routes", () => {
  it("keeps /coming-soon among the routes the browser tests and the accessibility sweep visit", () => {
    expect(canonicalRoutes()).toContain("/coming-soon");
  });

  it("leaves /coming-soon out of the sitemap, and nothing else", () => {
    const paths = sitemap().map((entry) => new URL(entry.url).pathname.replace(/(.)\/$/, "$1"));
    expect(paths).not.toContain("/coming-soon");
    expect(paths).toEqual(canonicalRoutes().filter((route) => route !== "/coming-soon"));
  });
});
