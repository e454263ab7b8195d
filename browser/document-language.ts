import { documentLanguage } from "../src/lib/locales"

// The page's language and direction on <html>, each set only when it changes: setting one again, even to its
// value, has Chromium restyle every element of the page.
export function applyDocumentLanguage(path: string, root: HTMLElement = document.documentElement) {
  for (const [name, value] of Object.entries(documentLanguage(path)))
    if (root.getAttribute(name) !== value) root.setAttribute(name, value)
}
