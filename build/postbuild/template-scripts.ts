import fs from "node:fs"
import { htmlFiles } from "../../server/http/public-files"
import { expectOutput } from "../expect-output"
import { SCRIPTS_TEMPLATE_ID } from "../html/deferred-scripts"

// Gatsby stitches its scripts into each page after rendering, as a slice: the chunk map and the compilation
// hash as two inline scripts, between slice comments and indentation. The CSP header allows the hash of every
// inline script on every response (server/http/csp.ts), and on a phone each header byte counts towards TCP's
// first window. Those two only set globals for the app, so they run with the script loader that follows the
// template (build/html/deferred-scripts.tsx), ahead of its own code: one inline script a page, the same on every
// page of a build, one hash. The template keeps its external scripts, and what else it holds (the manifest
// link), without the slice's comments and whitespace.
const TEMPLATE = new RegExp(`(<template id="${SCRIPTS_TEMPLATE_ID}">)([\\s\\S]*?)(</template>)(<script\\b[^>]*>)`)
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g

export function mergeTemplateScripts(html: string): string {
  return html.replace(TEMPLATE, (_, open: string, content: string, close: string, loader: string) => {
    const inline: string[] = []
    const external: string[] = []
    for (const [whole, attributes, text] of content.matchAll(SCRIPT)) {
      if (/\bsrc=/.test(attributes)) external.push(whole)
      else if (text.trim()) inline.push(text.trim().replace(/;?$/, ";"))
    }
    const others = content
      .replace(SCRIPT, "")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/>\s+</g, "><")
      .trim()
    return open + others + external.join("") + close + loader + inline.join("")
  })
}

// Rewrites every page of the build; returns how many. Every page must have the template and its inline
// scripts, or the build stops.
export function mergePageScripts(publicDir: string): number {
  let pages = 0
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8")
    // A page Gatsby did not render again since the last postbuild (its data and code unchanged).
    if (/<\/template><script\b[^>]*>window\.___chunkMapping=/.test(html)) continue
    const template = TEMPLATE.exec(html)
    const rewrite = "build/postbuild/template-scripts.ts"
    expectOutput(template, rewrite, `<template id="${SCRIPTS_TEMPLATE_ID}"> followed by the loader`, file)
    for (const global of ["window.___chunkMapping=", "window.___webpackCompilationHash="]) {
      expectOutput(template[2].includes(global), rewrite, `the inline script setting ${global}… in the template`, file)
    }
    fs.writeFileSync(file, mergeTemplateScripts(html))
    pages++
  }
  return pages
}
