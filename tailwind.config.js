/** @type {import('tailwindcss').Config} */
module.exports = {
  content: ["./src/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        // Brand palette (shared/brand.md). Pairings used in the UI are checked for WCAG AA contrast.
        navy: { 950: "#071A33", 900: "#0B2545", 800: "#13315C", 700: "#1E4371" },
        steel: { 700: "#2F6690", 600: "#3A7CA5", 300: "#8DB3D9", 100: "#CFE0F1" },
        accent: { 500: "#E8630A", 600: "#C9540A", 400: "#F28A3F" },
        mist: { 50: "#F7F9FC", 100: "#EEF3F8", 200: "#DCE6F0", 300: "#C3D1E0" },
      },
      fontFamily: {
        sans: [
          "system-ui",
          "-apple-system",
          '"Segoe UI"',
          "Roboto",
          '"Helvetica Neue"',
          "Arial",
          '"Noto Sans"',
          "sans-serif",
        ],
      },
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
  plugins: [],
}
