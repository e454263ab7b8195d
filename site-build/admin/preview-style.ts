import fs from "node:fs"
import path from "node:path"
import postcss from "postcss"
import tailwindcss from "tailwindcss"
import autoprefixer from "autoprefixer"
import tailwindConfig from "../../tailwind.config"

// Resolved from the project root: gatsby-node is bundled by Parcel, where __dirname is not this folder.
const SITE_STYLESHEET = path.resolve("src/styles/global.css")

// The CMS's preview pane shows an entry's fields in the site's own type and colours: the stylesheet the pages
// use (src/styles/global.css through Tailwind, as gatsby-plugin-postcss compiles it), compiled here so the same
// file serves the production build and `npm run develop`, where Gatsby keeps its CSS inside scripts. Sveltia sets
// the direction of each locale's values itself: the Arabic preview is right to left (e2e/admin.spec.ts).

export async function previewStyle(): Promise<string> {
  const result = await postcss([tailwindcss(tailwindConfig), autoprefixer]).process(
    fs.readFileSync(SITE_STYLESHEET, "utf8"),
    { from: SITE_STYLESHEET },
  )
  return result.css
}
