// Renders the site's static share images, run by hand when the brand or a title changes; the PNGs
// it writes are committed:
//   public/og/<kind>.png  1200x630 Open Graph / Twitter card image for every OgImageKind (lib/site/metadata.ts)
//   app/apple-icon.png    180x180 Apple touch icon (Next.js links it from every page)
//   public/favicon.ico    32x32 icon for clients that ask for /favicon.ico whatever the page links;
//                         Chromium does too, for a moment during client-side navigations
//
//   npx tsx scripts/make-og-images.ts
//
// It draws an HTML template per image in the system Chromium (CHROME_PATH, default /usr/bin/chromium)
// through Playwright, with system fonts only and every network request refused. Flat colours and
// one gradient keep each PNG small; the script fails when an Open Graph image exceeds MAX_BYTES.
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { site } from "../content/site";
import type { OgImageKind } from "../lib/site/metadata";

const OG_WIDTH = 1200;
const OG_HEIGHT = 630;
const APPLE_ICON_SIZE = 180;
const MAX_BYTES = 120 * 1024;
const LOGO_FILE = "public/images/logo.svg";
const APPLE_ICON_FILE = "app/apple-icon.png";
const FAVICON_SIZE = 32;
const FAVICON_FILE = "public/favicon.ico";
const CHROME_FLAGS = ["--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

/** The hero gradient of app/globals.css (--gradient-hero): linear-gradient(135deg, #0b1f33 0%, #134e4a 55%, #312e81 100%). */
const HERO_GRADIENT_STOPS: [offset: number, rgb: [number, number, number]][] = [
  [0, [0x0b, 0x1f, 0x33]],
  [0.55, [0x13, 0x4e, 0x4a]],
  [1, [0x31, 0x2e, 0x81]],
];

/** Title and one-line subtitle of each kind of page. Typed by OgImageKind, so a new kind must be added here. */
const images: Record<OgImageKind, { label: string; title: string; subtitle: string }> = {
  home: {
    label: "Lumenfold",
    title: "Data & AI Services + Vertical AI Agents",
    subtitle: "Enterprise data platforms, GenAI training and ready-to-deploy AI agents.",
  },
  services: {
    label: "Services",
    title: "Enterprise Data & AI Services",
    subtitle: "Data engineering, governance, analytics, AI/ML and GenAI training.",
  },
  marketplace: {
    label: "Marketplace",
    title: "The Vertical AI Agent Marketplace",
    subtitle: "Proven agents for sales, support, operations, finance and more.",
  },
  agent: {
    label: "AI Agents",
    title: "Ready-to-Deploy AI Agents",
    subtitle: "Vertical agents that plug into the tools your team already uses.",
  },
  blog: {
    label: "Blog",
    title: "Insights & Articles",
    subtitle: "Practical writing on data platforms, automation and applied AI.",
  },
  article: {
    label: "Article",
    title: "Insights on Data & AI",
    subtitle: "Lessons from data and AI systems running in production.",
  },
  contact: {
    label: "Contact",
    title: "Let's Get Started",
    subtitle: site.replyPromise,
  },
  about: {
    label: "About",
    title: "Operators Who Build Data & AI",
    subtitle: "We build the data foundations and the agents that run on them.",
  },
};

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The logo's SVG markup, without an XML declaration, ready to inline. */
function logoSvg(): string {
  return readFileSync(LOGO_FILE, "utf8")
    .replace(/<\?xml[^>]*\?>/, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .trim()
    .replace(/^<svg\b/, '<svg aria-hidden="true" focusable="false"');
}

const BASE_CSS = `
  * { box-sizing: border-box; margin: 0; padding: 0; }
  html, body { width: 100%; height: 100%; }
  body { font-family: system-ui, sans-serif; -webkit-font-smoothing: antialiased; }
  svg { display: block; width: 100%; height: 100%; }
`;

/**
 * A script that paints the hero gradient into canvas#gradient pixel by pixel, with the geometry of
 * CSS linear-gradient(135deg, ...). Chromium dithers CSS gradients, and that noise makes the PNG
 * three times larger; exact, undithered pixels compress to a fraction of it and look the same.
 */
function gradientScript(width: number, height: number): string {
  return `(() => {
  const stops = ${JSON.stringify(HERO_GRADIENT_STOPS)};
  const canvas = document.getElementById("gradient");
  const context = canvas.getContext("2d");
  const image = context.createImageData(${width}, ${height});
  const angle = (135 * Math.PI) / 180;
  const dx = Math.sin(angle), dy = -Math.cos(angle);
  const length = Math.abs(${width} * dx) + Math.abs(${height} * dy);
  for (let y = 0; y < ${height}; y++) {
    for (let x = 0; x < ${width}; x++) {
      const t = Math.min(1, Math.max(0, ((x + 0.5 - ${width} / 2) * dx + (y + 0.5 - ${height} / 2) * dy) / length + 0.5));
      let i = 0;
      while (i < stops.length - 2 && t > stops[i + 1][0]) i++;
      const [o0, c0] = stops[i], [o1, c1] = stops[i + 1];
      const f = (t - o0) / (o1 - o0);
      const p = (y * ${width} + x) * 4;
      for (let c = 0; c < 3; c++) image.data[p + c] = Math.round(c0[c] + (c1[c] - c0[c]) * f);
      image.data[p + 3] = 255;
    }
  }
  context.putImageData(image, 0, 0);
})();`;
}

function ogHtml(kind: OgImageKind, logo: string): string {
  const { label, title, subtitle } = images[kind];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>${BASE_CSS}
  body { position: relative; width: ${OG_WIDTH}px; height: ${OG_HEIGHT}px; overflow: hidden; background: #134e4a; color: #ffffff; }
  #gradient { position: absolute; inset: 0; z-index: -1; }
  .card { position: relative; display: flex; flex-direction: column; height: 100%; padding: 64px 80px 56px; }
  .brand { display: flex; align-items: center; gap: 20px; }
  .tile { width: 72px; height: 72px; padding: 12px; border-radius: 18px; background: #ffffff; }
  .name { font-size: 40px; font-weight: 700; letter-spacing: -0.01em; }
  .label { margin-left: auto; padding: 8px 20px; border: 2px solid rgb(255 255 255 / 55%); border-radius: 999px;
    font-size: 24px; font-weight: 600; color: #ccfbf1; }
  .body { flex: 1; display: flex; flex-direction: column; justify-content: center; gap: 22px; }
  h1 { font-size: 76px; line-height: 1.08; text-wrap: balance; font-weight: 800; letter-spacing: -0.02em; max-height: 250px; overflow: hidden; }
  .subtitle { font-size: 32px; line-height: 1.3; color: #d1fae5; white-space: nowrap; overflow: hidden; }
  .rule { width: 96px; height: 6px; border-radius: 3px; background: #5eead4; }
  footer { display: flex; align-items: center; gap: 18px; padding-top: 26px; border-top: 2px solid rgb(255 255 255 / 25%);
    font-size: 26px; font-weight: 500; color: #e2e8f0; }
</style></head>
<body><canvas id="gradient" width="${OG_WIDTH}" height="${OG_HEIGHT}"></canvas>
<script>${gradientScript(OG_WIDTH, OG_HEIGHT)}</script>
<div class="card">
  <div class="brand"><span class="tile">${logo}</span><span class="name">${escapeHtml(site.name)}</span>${
    kind === "home" ? "" : `<span class="label">${escapeHtml(label)}</span>`
  }</div>
  <div class="body">
    <div class="rule"></div>
    <h1>${escapeHtml(title)}</h1>
    <p class="subtitle">${escapeHtml(subtitle)}</p>
  </div>
  <footer>${escapeHtml(site.tagline)}</footer>
</div></body></html>`;
}

/** The logo centred on a square: white for the Apple touch icon, transparent for the favicon. */
function iconHtml(logo: string, size: number, logoSize: number, background: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(site.name)}</title>
<style>${BASE_CSS}
  body { width: ${size}px; height: ${size}px; background: ${background}; display: grid; place-items: center; }
  .logo { width: ${logoSize}px; height: ${logoSize}px; }
</style></head>
<body><div class="logo">${logo}</div></body></html>`;
}

/** An .ico file holding one PNG image, a form every current browser reads. */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2); // type: icon (bytes 0-1 are reserved, 0)
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6); // width
  header.writeUInt8(size, 7); // height
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // size of the PNG
  header.writeUInt32LE(header.length, 18); // where the PNG starts
  return Buffer.concat([header, png]);
}

/** Shrinks the title and subtitle until they fit their boxes (long titles wrap to two lines at most). */
async function fitText(page: Page): Promise<void> {
  // No named functions inside: tsx's esbuild would wrap them in a helper the page does not have.
  await page.evaluate((targets) => {
    for (const { selector, min } of targets) {
      const element = document.querySelector<HTMLElement>(selector);
      if (!element) continue;
      let size = parseFloat(getComputedStyle(element).fontSize);
      while (size > min && (element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1)) {
        size -= 2;
        element.style.fontSize = `${size}px`;
      }
    }
  }, [
    { selector: "h1", min: 48 },
    { selector: ".subtitle", min: 22 },
  ]);
}

async function render(page: Page, html: string, file: string): Promise<number> {
  await page.setContent(html, { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await fitText(page);
  mkdirSync(dirname(file), { recursive: true });
  await page.screenshot({ path: file, type: "png", animations: "disabled", caret: "hide" });
  return statSync(file).size;
}

async function main(): Promise<void> {
  const logo = logoSvg();
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || "/usr/bin/chromium", args: CHROME_FLAGS });
  const tooBig: string[] = [];
  try {
    const og = await browser.newPage({ viewport: { width: OG_WIDTH, height: OG_HEIGHT }, deviceScaleFactor: 1 });
    await og.route("**/*", (route) => route.abort());
    for (const kind of Object.keys(images) as OgImageKind[]) {
      const file = `public/og/${kind}.png`;
      const bytes = await render(og, ogHtml(kind, logo), file);
      console.log(`[og] ${file}: ${(bytes / 1024).toFixed(1)} KB`);
      if (bytes > MAX_BYTES) tooBig.push(`${file} (${bytes} bytes)`);
    }
    const icon = await browser.newPage({ viewport: { width: APPLE_ICON_SIZE, height: APPLE_ICON_SIZE }, deviceScaleFactor: 1 });
    await icon.route("**/*", (route) => route.abort());
    const bytes = await render(icon, iconHtml(logo, APPLE_ICON_SIZE, 116, "#ffffff"), APPLE_ICON_FILE);
    console.log(`[og] ${APPLE_ICON_FILE}: ${(bytes / 1024).toFixed(1)} KB`);

    const favicon = await browser.newPage({ viewport: { width: FAVICON_SIZE, height: FAVICON_SIZE }, deviceScaleFactor: 1 });
    await favicon.route("**/*", (route) => route.abort());
    await favicon.setContent(iconHtml(logo, FAVICON_SIZE, 30, "transparent"), { waitUntil: "load" });
    const png = await favicon.screenshot({ type: "png", omitBackground: true });
    writeFileSync(FAVICON_FILE, icoFromPng(png, FAVICON_SIZE));
    console.log(`[og] ${FAVICON_FILE}: ${(statSync(FAVICON_FILE).size / 1024).toFixed(1)} KB`);
  } finally {
    await browser.close();
  }
  if (tooBig.length > 0) throw new Error(`images over ${MAX_BYTES / 1024} KB: ${tooBig.join(", ")}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
