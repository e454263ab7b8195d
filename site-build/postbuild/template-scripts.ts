import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { htmlFiles, LOADER_FILE } from "../../http-rules/public-files"
import { expectOutput } from "../expect-output"
import { SCRIPTS_TEMPLATE_ID } from "../html/deferred-scripts"
import { LOADER, LOADER_BOOT } from "../html/loader-scripts"

// Gatsby stitches its scripts into each page after rendering, as a slice: the chunk map and the compilation
// hash as two inline scripts, between slice comments and indentation. The CSP header allows the hash of every
// inline script on every response (http-rules/csp.ts), and on a phone each header byte counts towards TCP's
// first window. Those two only set globals for the app, so they run with the script loader that follows the
// template (site-build/html/deferred-scripts.tsx), ahead of its code (site-build/html/page-loader.js, minified), which the
// rendered page leaves to this step: one inline script a page, the same on every page of a build, one hash. The
// external scripts (webpack's runtime, the framework, the app) are the same on every page of a build too: the
// loader puts them into the template before it runs, so each page's template keeps only what differs (the
// manifest link of its language), without the slice's comments and whitespace.
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
    // "<\/" keeps the markup from closing the inline script it passes through before it moves to its file.
    const markup = JSON.stringify(external.join("")).replace(/<\//g, "<\\/")
    const addExternal = `var t=document.getElementById(${JSON.stringify(SCRIPTS_TEMPLATE_ID)});t&&(t.innerHTML+=${markup});`
    return open + others + close + loader + inline.join("") + addExternal + LOADER
  })
}

// The merged loader is the same on every page of a build, and at 2.9 KB (0.9 KB brotli) it is what kept the
// Arabic home page out of TCP's first window: it moves to one file, cached once (immutable: its name is its
// hash), and each page keeps its path and the file's name on LOADER_BOOT, which fetches the file after the
// first paint; the loader reads the path on the bootstrap (script[data-page-path]). The CSP
// allows one inline script: LOADER_BOOT, the same on every page.
const INLINE_LOADER = /<\/template><script data-page-path="([^"]*)">([\s\S]*?)<\/script>/

const bootTag = (pagePath: string, file: string) =>
  `<script data-page-path="${pagePath}" data-src="${file}">${LOADER_BOOT}</script>`

export function loaderFile(body: string): string {
  const file = `page-loader-${crypto.createHash("sha256").update(body).digest("hex").slice(0, 20)}.js`
  expectOutput(LOADER_FILE.test(file), "site-build/postbuild/template-scripts.ts", "a loader file name of LOADER_FILE")
  return `/${file}`
}

export function externalizeLoader(html: string): { html: string; file: string; body: string } | null {
  const found = INLINE_LOADER.exec(html)
  if (!found) return null
  const [whole, pagePath, body] = found
  const file = loaderFile(body)
  const tag = `</template>${bootTag(pagePath, file)}`
  return { html: html.replace(whole, () => tag), file, body }
}

// What this step leaves on every page it rewrote: the bootstrap naming the loader file.
const REWRITTEN = /<script data-page-path="[^"]*" data-src="\/page-loader-/
export const isRewrittenPage = (html: string) => REWRITTEN.test(html)

// Rewrites every page of the build; returns how many. Every page must have the template and its inline
// scripts, or the build stops. A page this step rewrote in an earlier build has neither: Gatsby builds on the
// public/ and .cache/ it finds and renders only the pages whose data or code changed, so the steps put Gatsby's
// own HTML back in place of the others first (pristine-pages.ts); one found here was not put back.
export function mergePageScripts(publicDir: string): number {
  let pages = 0
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8")
    if (isRewrittenPage(html))
      throw new Error(
        `site-build/postbuild/template-scripts.ts: ${file} was rewritten by an earlier build and not put back to ` +
          "Gatsby's own HTML (site-build/postbuild/pristine-pages.ts). Start clean: gatsby clean && gatsby build.",
      )
    const template = TEMPLATE.exec(html)
    const rewrite = "site-build/postbuild/template-scripts.ts"
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
