import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { usePathname } from "next/navigation";
import { HeaderNav } from "@/components/layout/HeaderNav";
import { NotFoundView } from "@/components/layout/NotFoundView";
import { SiteFooter } from "@/components/layout/SiteFooter";
import { ScrollToTopButton } from "@/components/ui/ScrollToTopButton";
import { classifyMissingPath } from "@/lib/site/missing-path";
import { isNavItemActive } from "@/lib/site/nav";

jest.mock("next/navigation", () => ({ usePathname: jest.fn() }));
const pathname = jest.mocked(usePathname);

const navLabels = ["Home", "Services", "Marketplace", "Blogs", "About", "Contact Us"];

describe("HeaderNav", () => {
  const renderAt = (path: string) => {
    pathname.mockReturnValue(path);
    return render(<HeaderNav openIcon={null} closeIcon={null} />);
  };
  const nav = () => screen.getByRole("navigation", { name: "Main" });
  const current = () =>
    within(nav())
      .getAllByRole("link")
      .filter((link) => link.getAttribute("aria-current") === "page")
      .map((link) => link.textContent);

  it("shows the six links in order", () => {
    renderAt("/");
    const links = within(nav()).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(navLabels);
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/", "/services", "/all-agents", "/blogs", "/about", "/contact"]);
  });

  it.each([
    ["/", ["Home"]],
    ["/services", ["Services"]],
    ["/all-agents", ["Marketplace"]],
    ["/blogs", ["Blogs"]],
    ["/about", ["About"]],
    ["/contact", ["Contact Us"]],
    ["/agent/x", []],
    ["/blog/healthcare-ai", []],
    ["/coming-soon", []],
  ])("marks the active link on %s", (path, active) => {
    renderAt(path);
    expect(current()).toEqual(active);
  });

  it("highlights Home only on the home page", () => {
    renderAt("/services");
    expect(screen.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  it("opens and closes the menu with its button", async () => {
    const user = userEvent.setup();
    renderAt("/");
    const toggle = screen.getByRole("button", { name: "Menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    // One name; the state is aria-expanded.
    expect(toggle).toHaveAccessibleName("Menu");

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the menu on Escape and returns focus to its button", async () => {
    const user = userEvent.setup();
    renderAt("/");
    const toggle = screen.getByRole("button", { name: "Menu" });
    await user.click(toggle);
    screen.getByRole("link", { name: "Blogs" }).focus();

    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("closes the menu after navigating", async () => {
    const user = userEvent.setup();
    const { rerender } = renderAt("/");
    await user.click(screen.getByRole("button", { name: "Menu" }));
    pathname.mockReturnValue("/blogs");
    rerender(<HeaderNav openIcon={null} closeIcon={null} />);
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
    expect(current()).toEqual(["Blogs"]);
  });
});

describe("isNavItemActive", () => {
  it.each([
    ["/", "/", true],
    ["/", "/services", false],
    ["/services", "/services", true],
    ["/services", "/services/data-engineering", true],
    ["/blogs", "/blogs", true],
    ["/blogs", "/blog/x", false],
    ["/about", "/about-us", false],
    ["/all-agents", "/agent/x", false],
    ["/contact", "/", false],
  ])("gives href %s on path %s: %s", (href, path, active) => {
    expect(isNavItemActive(href, path)).toBe(active);
  });
});

describe("SiteFooter", () => {
  beforeEach(() => pathname.mockReturnValue("/"));

  it("shows the tagline", () => {
    render(<SiteFooter />);
    expect(screen.getByText("Data & AI Services + Vertical AI Agents for Real Business Impact.")).toBeInTheDocument();
  });

  it.each([
    ["Data Engineering", "data-engineering"],
    ["Data Governance", "data-governance"],
    ["Analytics & BI", "analytics-bi"],
    ["DevOps & DataOps", "devops-dataops"],
    ["AI/ML Solutions", "ai-ml-solutions"],
  ])("links %s to /services?service=%s", (name, id) => {
    render(<SiteFooter />);
    expect(screen.getByRole("link", { name })).toHaveAttribute("href", `/services?service=${id}`);
  });

  it.each(["/", "/services", "/all-agents", "/blog/x"])("shows the Marketplace column with Browse Agents to /marketplace on %s", (path) => {
    pathname.mockReturnValue(path);
    render(<SiteFooter />);
    expect(screen.getByRole("heading", { name: "Marketplace" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse Agents" })).toHaveAttribute("href", "/marketplace");
  });

  it("hides the Marketplace column on About", () => {
    pathname.mockReturnValue("/about");
    render(<SiteFooter />);
    expect(screen.queryByRole("heading", { name: "Marketplace" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Browse Agents" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Services" })).toBeInTheDocument();
  });

  it("links About, Contact and Blogs in the Company column", () => {
    render(<SiteFooter />);
    expect(screen.getByRole("link", { name: "About" })).toHaveAttribute("href", "/about");
    expect(screen.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
    expect(screen.getByRole("link", { name: "Blogs" })).toHaveAttribute("href", "/blogs");
  });

  it("opens the Connect links in a new tab with rel noopener noreferrer", () => {
    render(<SiteFooter />);
    const connect = screen.getAllByRole("link", { name: /opens in a new tab/ });
    expect(connect.length).toBeGreaterThan(0);
    for (const link of connect) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
      expect(link.getAttribute("href")).toMatch(/^https:\/\//);
    }
  });

  it("shows the © line with the year the site was built", () => {
    render(<SiteFooter />);
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} Lumenfold`))).toBeInTheDocument();
  });
});

describe("classifyMissingPath", () => {
  it.each([
    ["/blog/x", { kind: "blog", id: "x" }],
    ["/blog/x%20y", { kind: "blog", id: "x y" }],
    ["/blog/x/", { kind: "blog", id: "x" }],
    ["/blog/%E0%A4%A", { kind: "blog", id: "%E0%A4%A" }],
    ["/agent/x", { kind: "agent" }],
    ["/agent/x/", { kind: "agent" }],
    ["/other", { kind: "page" }],
    ["/blog", { kind: "page" }],
    ["/blog/x/y", { kind: "page" }],
    ["/agent/", { kind: "page" }],
    ["/blogs/x", { kind: "page" }],
  ])("classifies %s", (path, expected) => {
    expect(classifyMissingPath(path)).toEqual(expected);
  });
});

describe("NotFoundView", () => {
  beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => {}));
  afterEach(() => {
    jest.mocked(console.warn).mockRestore();
    window.history.replaceState(null, "", "/");
  });

  it.each([
    ["/blog/no-such-article", "Blog not found", "Blog not found | Lumenfold"],
    ["/agent/no-such-agent", "Agent Not Found", "Agent Not Found | Lumenfold"],
    ["/no-such-page", "Oops! Page not found", "Page not found | Lumenfold"],
  ])("titles the tab of %s after what the page says", (path, heading, title) => {
    window.history.replaceState(null, "", path);
    render(<NotFoundView articleIds={["healthcare-ai"]} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(heading);
    expect(document.title).toBe(title);
  });
});

describe("ScrollToTopButton", () => {
  let scrollTo: jest.Mock;

  const scrollToY = (y: number) =>
    act(() => {
      Object.defineProperty(window, "scrollY", { configurable: true, value: y });
      fireEvent.scroll(window);
    });

  beforeEach(() => {
    scrollTo = jest.fn();
    Object.defineProperty(window, "scrollTo", { configurable: true, value: scrollTo });
    Object.defineProperty(window, "scrollY", { configurable: true, value: 0 });
  });

  it("is hidden at the top of the page", () => {
    render(<ScrollToTopButton />);
    expect(screen.queryByRole("button", { name: "Back to top" })).not.toBeInTheDocument();
  });

  it("appears only after scrolling more than 300 px", () => {
    render(<ScrollToTopButton />);
    scrollToY(300);
    expect(screen.queryByRole("button", { name: "Back to top" })).not.toBeInTheDocument();
    scrollToY(301);
    expect(screen.getByRole("button", { name: "Back to top" })).toBeInTheDocument();
    scrollToY(120);
    expect(screen.queryByRole("button", { name: "Back to top" })).not.toBeInTheDocument();
  });

  it("shows at once when the page opens already scrolled", () => {
    Object.defineProperty(window, "scrollY", { configurable: true, value: 800 });
    render(<ScrollToTopButton />);
    expect(screen.getByRole("button", { name: "Back to top" })).toBeInTheDocument();
  });

  it("scrolls to the top when pressed", async () => {
    const user = userEvent.setup();
    render(<ScrollToTopButton />);
    scrollToY(1200);
    await user.click(screen.getByRole("button", { name: "Back to top" }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
