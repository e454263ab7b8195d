// Files the build writes for search engines and sharing, and the URLs pages use to point at them.
// Used at build time only (gatsby-config, gatsby-node, page-seo): nothing here is sent to the browser.
import { clientRoot } from "../../src/lib/client-paths"
import { INSPECT_ROOT } from "../../src/lib/inspect-paths"
import { LOCALES, localizePath } from "../../src/lib/locales"

// gatsby-plugin-sitemap writes sitemap-index.xml and sitemap-0.xml into this folder of public/.
export const SITEMAP_OUTPUT = "/"
export const SITEMAP_INDEX_PATH = "/sitemap-index.xml"

// gatsby-plugin-manifest draws these from the logo mark (site-build/seo/logo-icon.ts), with favicon-32x32.png and
// favicon.svg beside them.
export const MANIFEST_ICONS = [
  { src: "icons/icon-192x192.png", sizes: "192x192", type: "image/png" },
  { src: "icons/icon-512x512.png", sizes: "512x512", type: "image/png" },
]
export const LOGO = { path: "/icons/icon-512x512.png", size: 512 }

// One social card per page, drawn by site-build/seo/social-image.ts into public/og/.
export const SOCIAL_IMAGE = { width: 1200, height: 630, type: "image/png" }

// "/" → "/og/home.png", "/services/ndt/" → "/og/services/ndt.png"
export function socialImagePath(pagePath: string): string {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, "")
  return `/og/${trimmed || "home"}.png`
}

export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Disallow: /api/",
    "Disallow: /staff/",
    "Disallow: /admin/",
    // The clients' register, in every edition: a signed-in app with nothing for a search engine.
    ...LOCALES.map((locale) => `Disallow: ${clientRoot(locale)}`),
    // The inspectors' app (issue 61), likewise.
    ...LOCALES.map((locale) => `Disallow: ${localizePath(INSPECT_ROOT, locale)}`),
    "",
    `Sitemap: ${siteUrl}${SITEMAP_INDEX_PATH}`,
    "",
  ].join("\n")
}
