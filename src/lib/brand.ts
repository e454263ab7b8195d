// The brand's colours and logo mark (shared/brand.md), in one place for the stylesheet (tailwind.config.ts),
// the React logo, the favicon and app icons (gatsby-config) and the social images (site-build/seo).

export const COLORS = {
  navy: { 950: "#071A33", 900: "#0B2545", 800: "#13315C", 700: "#1E4371" },
  steel: { 700: "#2F6690", 600: "#3A7CA5", 300: "#8DB3D9", 100: "#CFE0F1" },
  accent: { 500: "#E8630A", 600: "#C9540A", 400: "#F28A3F" },
  mist: { 50: "#F7F9FC", 100: "#EEF3F8", 200: "#DCE6F0", 300: "#C3D1E0" },
  white: "#FFFFFF",
} as const

// The browser's UI colour around the site: the header's navy.
export const THEME_COLOR = COLORS.navy[900]

type Shape = { tag: "rect" | "path" | "circle"; attributes: Record<string, string> }

// The mark: a probe's wave fronts over a weld seam. Attribute names as in SVG markup.
export const LOGO_MARK: { viewBox: string; shapes: Shape[] } = {
  viewBox: "0 0 40 40",
  shapes: [
    { tag: "rect", attributes: { width: "40", height: "40", rx: "8", fill: COLORS.navy[800] } },
    {
      tag: "path",
      attributes: { d: "M8 29h24", stroke: COLORS.steel[300], "stroke-width": "2.5", "stroke-linecap": "round" },
    },
    {
      tag: "path",
      attributes: {
        d: "M16 29l2-3 2 3 2-3 2 3",
        fill: "none",
        stroke: COLORS.steel[300],
        "stroke-width": "2",
        "stroke-linejoin": "round",
      },
    },
    {
      tag: "path",
      attributes: {
        d: "M13 20a7 7 0 0 1 14 0",
        fill: "none",
        stroke: COLORS.accent[500],
        "stroke-width": "2.5",
        "stroke-linecap": "round",
      },
    },
    {
      tag: "path",
      attributes: {
        d: "M9 20a11 11 0 0 1 22 0",
        fill: "none",
        stroke: COLORS.accent[500],
        "stroke-width": "2",
        "stroke-linecap": "round",
        opacity: ".6",
      },
    },
    { tag: "circle", attributes: { cx: "20", cy: "20", r: "2.5", fill: COLORS.white } },
  ],
}

// The mark's shapes as SVG markup, to nest in another drawing (the social card) or wrap as a file.
export const logoMarkBody = () =>
  LOGO_MARK.shapes
    .map(({ tag, attributes }) => {
      const list = Object.entries(attributes).map(([name, value]) => ` ${name}="${value}"`)
      return `<${tag}${list.join("")}/>`
    })
    .join("")

// A standalone SVG file of the mark; `size` sets its width and height (the icon generator rasterises at it).
export const logoMarkSvg = (size?: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg"${size ? ` width="${size}" height="${size}"` : ""} viewBox="${LOGO_MARK.viewBox}">${logoMarkBody()}</svg>`

// The system fonts every page writes in (tailwind.config.ts), and Arabic text falls back to
// (src/components/seo/arabic-font-face.tsx).
export const SYSTEM_FONTS = [
  "system-ui",
  "-apple-system",
  '"Segoe UI"',
  "Roboto",
  '"Helvetica Neue"',
  "Arial",
  '"Noto Sans"',
  "sans-serif",
]
