import type { Config } from "tailwindcss"
import plugin from "tailwindcss/plugin"
import { COLORS, SYSTEM_FONTS } from "./src/lib/brand"
import { ICON_CLASS, ICON_STROKE, ICON_SYMBOLS_CLASS } from "./src/lib/icon-sprite"

const config: Config = {
  // Not the query types Gatsby generates into src/ (QUERY_TYPES_FILE): their words ("shadow", "resize") made every
  // build after the first write utilities no page uses.
  content: ["./src/**/*.{ts,tsx}", "!./src/gatsby-types.d.ts"],
  theme: {
    extend: {
      colors: {
        // Brand palette (shared/brand.md). Pairings used in the UI are checked for WCAG AA contrast.
        navy: COLORS.navy,
        steel: COLORS.steel,
        accent: COLORS.accent,
        mist: COLORS.mist,
      },
      fontFamily: { sans: SYSTEM_FONTS },
      maxWidth: { content: "76rem" },
    },
  },
  // Colours are written as plain values instead of rgb(… / var(--tw-…-opacity)): the site never uses the
  // separate opacity utilities (a colour's own "/40" modifier still works), and the stylesheet is inlined
  // into every page.
  corePlugins: {
    backgroundOpacity: false,
    borderOpacity: false,
    divideOpacity: false,
    placeholderOpacity: false,
    ringOpacity: false,
    textOpacity: false,
  },
  // Tailwind otherwise resets some thirty --tw-* variables on every element (and ::backdrop) for the few
  // utilities that read them; this puts each reset on the selectors of those utilities only.
  experimental: { optimizeUniversalDefaults: true },
  plugins: [
    // The icons drawn from symbols (src/components/ui/icon.tsx): line art in the site's one stroke width.
    plugin(({ addComponents }) =>
      addComponents({
        [`.${ICON_CLASS}`]: {
          fill: "none",
          stroke: "currentColor",
          strokeWidth: String(ICON_STROKE),
          strokeLinecap: "round",
          strokeLinejoin: "round",
        },
        // The page's own symbols, which only <use> shows.
        [`.${ICON_SYMBOLS_CLASS}`]: { display: "none" },
      }),
    ),
  ],
}

export default config
