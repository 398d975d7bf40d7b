// The privacy notice, legal notice and trust page: linked from the footer of every kind of page,
// in the sitemap, and security.txt as RFC 9116 reads it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { company } from "@/content/company";
import { site } from "@/content/site";
import { getAllAgents } from "@/lib/agents/catalog";
import { getAllArticles } from "@/lib/blog/articles";
import { agentHref, articleHref, legalLinks, legalNoticeHref, privacyHref, trustCenterHrefs, trustHref } from "@/lib/site/hrefs";
import { absoluteUrl } from "@/lib/site/urls";
import { OUT_DIR } from "../../scripts/page-javascript";
import { NOT_FOUND_RESOURCE, expect, test } from "./fixtures";

const pageKinds: [kind: string, path: string][] = [
  ["home", "/"],
  ["service", "/services"],
  ["agent", agentHref(getAllAgents()[0]!)],
  ["blog", articleHref(getAllArticles()[0]!.id)],
  ["marketplace", "/all-agents"],
  ["contact", "/contact"],
  ["about", "/about"],
  ["404", "/no-such-page"],
];

test.describe("the footer on every kind of page", () => {
  test.use({ allowConsoleErrors: NOT_FOUND_RESOURCE });
  for (const [kind, path] of pageKinds) {
    test(`links the privacy notice, legal notice and trust page on the ${kind} page`, async ({ page }) => {
      await page.goto(path);
      const footer = page.getByRole("contentinfo");
      const expected = [privacyHref, legalNoticeHref, trustHref()];
      expect(legalLinks.map((link) => link.href)).toEqual(expected);
      for (const link of legalLinks) await expect(footer.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.href);
    });
  }

  test("leads to each page, which opens with its own heading", async ({ page }) => {
    await page.goto("/");
    for (const link of legalLinks) {
      await page.getByRole("contentinfo").getByRole("link", { name: link.label, exact: true }).click();
      await expect(page).toHaveURL(link.href);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  });
});

test("the sitemap lists the privacy notice, legal notice and trust page", () => {
  const sitemap = readFileSync(join(OUT_DIR, "sitemap.xml"), "utf8");
  for (const path of [privacyHref, legalNoticeHref, trustHref()]) expect(sitemap).toContain(`<loc>${site.url}${path}</loc>`);
});

test.describe("security.txt", () => {
  test("is served as plain text with the fields of RFC 9116, and expires within a year", async ({ request }) => {
    const response = await request.get("/.well-known/security.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain; charset=utf-8$/i);
    const text = await response.text();
    const lines = text.split("\n").filter((line) => line && !line.startsWith("#"));
    // RFC 9116 section 2.4: "Field-name: value" lines.
    for (const line of lines) expect(line).toMatch(/^[A-Za-z-]+: \S/);
    const fields = new Map<string, string[]>();
    for (const line of lines) {
      const [name, ...value] = line.split(": ");
      fields.set(name!.toLowerCase(), [...(fields.get(name!.toLowerCase()) ?? []), value.join(": ")]);
    }
    // The security address is named once the owner has confirmed it; until then the contact page, as the disclosure policy says.
    const { confirmed, value } = company.securityContact;
    expect(fields.get("contact")).toEqual([confirmed ? `mailto:${value}` : absoluteUrl("/contact")]);
    expect(fields.get("expires")).toHaveLength(1);
    const expires = fields.get("expires")![0]!;
    expect(expires).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const expiresAt = Date.parse(expires);
    expect(expiresAt).toBeGreaterThan(Date.now());
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 366 * 24 * 60 * 60 * 1000);
    expect(fields.get("preferred-languages")).toEqual(["en"]);
    expect(fields.get("canonical")).toEqual([`${site.url}/.well-known/security.txt`]);
    const [policy] = fields.get("policy") ?? [];
    expect(policy).toBe(`${site.url}${trustCenterHrefs.vulnerabilityDisclosure}`);
  });
});

test("the privacy notice states the retention period from content/company.json once it is confirmed", async ({ page }) => {
  await page.goto(privacyHref);
  const sentence = `We keep a submission for ${company.leadRetentionDays.value} days`;
  if (company.leadRetentionDays.confirmed) await expect(page.getByRole("main")).toContainText(sentence);
  else await expect(page.getByRole("main")).toContainText("We will state the period here once we have confirmed it");
});

test.describe("every form links the privacy notice under its send button", () => {
  // Each form the site has: the contact form and every agent's request form (the dedicated pages included).
  const formPages = ["/contact", ...getAllAgents().map((agent) => agentHref(agent))];
  test("the privacy notice is linked inside every form, after its send button", async ({ page }) => {
    for (const path of formPages) {
      await page.goto(path);
      const form = page.getByRole("form");
      const send = form.getByRole("button", { name: /^(Send Message|Submit Request)$/ });
      const link = form.getByRole("link", { name: "our privacy notice" });
      await expect(link, path).toHaveAttribute("href", privacyHref);
      const [sendBox, linkBox] = [await send.boundingBox(), await link.boundingBox()];
      expect(linkBox!.y, `${path}: the link comes under the send button`).toBeGreaterThan(sendBox!.y);
    }
  });
});
