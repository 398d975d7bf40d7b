import { ImageResponse } from "next/og";
import { OgCardImage } from "@/components/og/OgCardImage";
import { ogFonts, ogLogoDataUrl } from "@/lib/site/og-assets";
import { OG_IMAGE_SIZE, ogCardFor, ogCards } from "@/lib/site/og-images";

// Drawn once at build time into out/og/<image>.png.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return ogCards().map((card) => ({ image: card.file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const card = ogCardFor((await params).image);
  if (!card) return new Response("Not found", { status: 404 });
  return new ImageResponse(<OgCardImage card={card} logo={ogLogoDataUrl()} />, { ...OG_IMAGE_SIZE, fonts: ogFonts() });
}
