import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
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

// The merged loader is the same on every page of a build, and at 2.9 KB (0.9 KB brotli) it is what kept the
// Arabic home page out of TCP's first window: it moves to one file, cached once (immutable: its name is its
// hash), and each page keeps only its path. `defer` runs it after parsing, as the inline script ran, and
// document.currentScript still names the element. No inline script is left for the CSP to allow.
const INLINE_LOADER = /<\/template><script data-page-path="([^"]*)">([\s\S]*?)<\/script>/

export function loaderFile(body: string): string {
  return `/page-loader-${crypto.createHash("sha256").update(body).digest("hex").slice(0, 20)}.js`
}

export function externalizeLoader(html: string): { html: string; file: string; body: string } | null {
  const found = INLINE_LOADER.exec(html)
  if (!found) return null
  const [whole, pagePath, body] = found
  const file = loaderFile(body)
  const tag = `</template><script data-page-path="${pagePath}" src="${file}" defer></script>`
  return { html: html.replace(whole, () => tag), file, body }
}

// Rewrites every page of the build; returns how many. Every page must have the template and its inline
// scripts, or the build stops.
export function mergePageScripts(publicDir: string): number {
  let pages = 0
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8")
    // A page Gatsby did not render again since the last postbuild (its data and code unchanged).
    if (/<\/template><script data-page-path="[^"]*" src="\/page-loader-/.test(html)) continue
    const template = TEMPLATE.exec(html)
    const rewrite = "build/postbuild/template-scripts.ts"
    expectOutput(template, rewrite, `<template id="${SCRIPTS_TEMPLATE_ID}"> followed by the loader`, file)
    for (const global of ["window.___chunkMapping=", "window.___webpackCompilationHash="]) {
      expectOutput(template[2].includes(global), rewrite, `the inline script setting ${global}… in the template`, file)
    }
    const external = externalizeLoader(mergeTemplateScripts(html))
    expectOutput(external, rewrite, `the loader <script data-page-path="…"> right after the template`, file)
    const loaderPath = path.join(publicDir, external.file)
    if (!fs.existsSync(loaderPath)) fs.writeFileSync(loaderPath, external.body)
    fs.writeFileSync(file, external.html)
    pages++
  }
  return pages
}
