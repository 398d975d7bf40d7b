// The layout of a share image, drawn by next/og (Satori): flexbox and inline styles only, no CSS
// classes or variables. The colours are the site's hero (app/globals.css --gradient-hero).
import { site } from "@/content/site";
import { ogTitleSize, type OgCard } from "@/lib/site/og-images";

export function OgCardImage({ card, logo }: { card: OgCard; logo: string }) {
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        padding: "64px 80px 56px",
        color: "#ffffff",
        fontFamily: "Geist",
        backgroundImage: "linear-gradient(135deg, #0b1f33 0%, #134e4a 55%, #312e81 100%)",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <div style={{ display: "flex", width: 72, height: 72, padding: 12, borderRadius: 18, background: "#ffffff" }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- drawn by next/og into a PNG, never a page */}
          <img src={logo} width={48} height={48} alt="" />
        </div>
        <div style={{ fontSize: 40, fontWeight: 700 }}>{site.name}</div>
        {card.label && (
          <div
            style={{
              marginLeft: "auto",
              padding: "8px 20px",
              border: "2px solid rgba(255, 255, 255, 0.55)",
              borderRadius: 999,
              fontSize: 24,
              fontWeight: 700,
              color: "#ccfbf1",
            }}
          >
            {card.label}
          </div>
        )}
      </div>
      <div style={{ flex: 1, display: "flex", flexDirection: "column", justifyContent: "center", gap: 22 }}>
        <div style={{ width: 96, height: 6, borderRadius: 3, background: "#5eead4" }} />
        <div style={{ fontSize: ogTitleSize(card.title), lineHeight: 1.08, fontWeight: 800, letterSpacing: "-0.02em" }}>{card.title}</div>
        <div style={{ fontSize: 30, lineHeight: 1.3, color: "#d1fae5" }}>{card.subtitle}</div>
      </div>
      <div
        style={{
          display: "flex",
          paddingTop: 26,
          borderTop: "2px solid rgba(255, 255, 255, 0.25)",
          fontSize: 26,
          color: "#e2e8f0",
        }}
      >
        {site.tagline}
      </div>
    </div>
  );
}
