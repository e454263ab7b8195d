// The contract between a page's markup, the postbuild that cuts each page's inline CSS
// (site-build/postbuild/page-styles.ts) and the script loader that links the rest (site-build/html/deferred-scripts.tsx).

// On the page's <style>: the file with the rules the page's first paint does not need.
export const REST_ATTRIBUTE = "data-rest-href"

// Gatsby's own markup styles its focus wrapper and its route announcer with style attributes, which the CSP
// refuses (it allows no inline style but each page's <style> blocks, by hash): the postbuild
// (site-build/postbuild/style-attributes.ts) gives them these classes instead, named here so Tailwind writes them.
export const FOCUS_WRAPPER_CLASS = "focus:outline-none"
export const ANNOUNCER_CLASS = "sr-only"
