/**
 * @jest-environment node
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { slimIconMarkup, slimPageIcons } from "./icon-markup"

const ICON =
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" ` +
  `stroke="currentColor" stroke-width="1.75" class="lucide lucide-badge-check lucide-verified h-4 w-4 text-accent-400" ` +
  `aria-hidden="true"><path d="M3 3"></path></svg>`

test("drops lucide's class names, namespace and default size from an icon sized by its classes", () => {
  expect(slimIconMarkup(`<p>${ICON}</p>`)).toEqual({
    html:
      `<p><svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.75" ` +
      `class="h-4 w-4 text-accent-400" aria-hidden="true"><path d="M3 3"></path></svg></p>`,
    icons: 1,
  })
})

test("keeps the size of an icon without h-/w- classes, and leaves other SVG alone", () => {
  const unsized = ICON.replace(" h-4 w-4", "")
  const logo = `<svg viewBox="0 0 40 40" class="h-9 w-9"></svg>`
  expect(slimIconMarkup(unsized + logo)).toEqual({ html: unsized + logo, icons: 0 })
})

test("stops the build when lucide writes its icons in another form, and passes a page already slimmed", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "icons-"))
  try {
    fs.writeFileSync(path.join(dir, "index.html"), ICON.replace(' width="24" height="24"', ' width="24"'))
    expect(() => slimPageIcons(dir)).toThrow(/icon-markup\.ts: expected lucide-react's .* in .*index\.html/)
    fs.writeFileSync(path.join(dir, "index.html"), ICON)
    expect(slimPageIcons(dir)).toBe(1)
    expect(fs.readFileSync(path.join(dir, "index.html"), "utf8")).not.toContain("lucide")
    expect(slimPageIcons(dir)).toBe(0)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
