// What the share images are drawn with, read from disk at build time: next/og needs a font file and
// must never fetch one. Geist Sans comes from @fontsource/geist-sans (WOFF, which next/og reads;
// it does not read WOFF2); the logo is ours.
import { readFileSync } from "node:fs";
import { join } from "node:path";

const FONT_DIR = join(process.cwd(), "node_modules/@fontsource/geist-sans/files");

export function ogFonts() {
  return ([400, 700, 800] as const).map((weight) => ({
    name: "Geist",
    data: readFileSync(join(FONT_DIR, `geist-sans-latin-${weight}-normal.woff`)),
    weight,
    style: "normal" as const,
  }));
}

/** The logo as a data URL, for an <img> in the image. */
export function ogLogoDataUrl(): string {
  return `data:image/svg+xml;base64,${readFileSync(join(process.cwd(), "public/images/logo.svg")).toString("base64")}`;
}
