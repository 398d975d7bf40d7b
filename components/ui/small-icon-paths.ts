// The few icons that interactive (client) components draw: buttons' arrows and the blog card's clock.
// Apart from the full set (icon-paths.ts), so a client bundle carries these three, not every icon.

export const smallIconPaths = {
  "arrow-left": ["M19 12H5", "M12 19l-7-7 7-7"],
  "arrow-right": ["M5 12h14", "M12 5l7 7-7 7"],
  clock: ["M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20", "M12 6.5V12l3.5 2"],
};

export type SmallIconName = keyof typeof smallIconPaths;
