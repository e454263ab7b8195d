import { expect, type Locator, type Page } from "@playwright/test"
import { fieldLabel } from "../site-build/admin/cms-fields"

// Sveltia CMS in a browser test: its configuration switched to the test backend for the page only (the built
// file keeps the git host), and the "repository" that backend reads and writes — the origin private file system
// (OPFS) folder sveltia-cms-test — filled with files and read back.
export const TEST_REPO_DIR = "sveltia-cms-test"

export async function useTestBackend(page: Page): Promise<void> {
  // Sveltia asks for the file with a cache-busting query (?_=…).
  await page.route(
    (url) => url.pathname === "/admin/config.json",
    async (route) => {
      const config = await (await route.fetch()).json()
      await route.fulfill({ json: { ...config, backend: { name: "test-repo" } } })
    },
  )
}

// Writes files (repository path → text) into the test backend's folder; call on a page of the origin.
export async function seedTestRepo(page: Page, files: Record<string, string>): Promise<void> {
  await page.evaluate(
    async ({ dir, files }) => {
      const root = await navigator.storage.getDirectory()
      await root.removeEntry(dir, { recursive: true }).catch(() => undefined)
      const repo = await root.getDirectoryHandle(dir, { create: true })
      for (const [file, text] of Object.entries(files)) {
        const parts = file.split("/")
        let folder = repo
        for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part, { create: true })
        const writable = await (await folder.getFileHandle(parts.at(-1)!, { create: true })).createWritable()
        await writable.write(text)
        await writable.close()
      }
    },
    { dir: TEST_REPO_DIR, files },
  )
}

// Every text file in the test backend's folder, by repository path.
export async function readTestRepo(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async (dir) => {
    const files: Record<string, string> = {}
    const walk = async (folder: FileSystemDirectoryHandle, prefix: string) => {
      // @ts-expect-error entries() is in Chromium's File System Access API, not in TypeScript's DOM types yet
      for await (const [name, handle] of folder.entries()) {
        // Sveltia writes a file under a temporary name and then moves it: such a file may vanish as it is read.
        if (name.startsWith(".sveltia-tmp-")) continue
        if (handle.kind === "directory") await walk(handle, `${prefix}${name}/`)
        else files[`${prefix}${name}`] = await (await handle.getFile()).text()
      }
    }
    const root = await navigator.storage.getDirectory()
    // A file Sveltia moves over another while the walk reads it is gone from the listing (NotFoundError), or
    // changed since its snapshot was taken (NotReadableError, which failed a clean CI run): the walk starts again,
    // so what it returns is one whole look at the folder.
    const replacedMidRead = (error: unknown) =>
      error instanceof DOMException && (error.name === "NotFoundError" || error.name === "NotReadableError")
    for (let attempt = 1; ; attempt++) {
      try {
        await walk(await root.getDirectoryHandle(dir), "")
        return files
      } catch (error) {
        if (!replacedMidRead(error) || attempt === 10) throw error
        for (const name of Object.keys(files)) delete files[name]
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
  }, TEST_REPO_DIR)
}

// Requests to anything but the page's own origin, and errors the page threw, as they happen.
export function watchOrigin(page: Page, origin: string): { outside: string[]; errors: string[] } {
  const seen = { outside: [] as string[], errors: [] as string[] }
  page.on("request", (request) => {
    const url = request.url()
    if (/^(?:data|blob):/.test(url)) return
    if (new URL(url).origin !== origin) seen.outside.push(url)
  })
  page.on("pageerror", (error) => seen.errors.push(error.message))
  return seen
}

// The editor's panes and fields, as Sveltia names them for assistive technology: "Edit English Content", a field
// "“Title” Field" (its label between Unicode isolates).
const isolated = (text: string) => `\\u2068?${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\u2069?`
export const editorPane = (page: Page, language: "English" | "Arabic") =>
  page.getByRole("group", { name: new RegExp(`^Edit ${isolated(language)} Content$`) })
export const fieldGroup = (scope: Locator, label: string) =>
  scope.getByRole("group", { name: new RegExp(`^“${isolated(label)}” Field$`) })

export async function fillField(scope: Locator, label: string, value: string): Promise<void> {
  await fieldGroup(scope, label).first().getByRole("textbox").first().fill(value)
}

// Clicks a list's Add until it holds `count` items (as `items` counts them). A click on Add can come to nothing: a
// clean CI run clicked it for the second item right after filling the first, and the list kept one item while the
// test waited for the second box until it timed out. So Add is clicked again until the item is there, and never
// once it is (the count is read before each click, half a second and more apart, so a late click is not doubled).
async function addItems(list: Locator, label: string, items: Locator, count: number): Promise<void> {
  const add = list.getByRole("button", { name: new RegExp(`^Add ${isolated(label)}$`) })
  await expect(async () => {
    if ((await items.count()) < count) await add.click()
    expect(await items.count(), `items in the list ${label}`).toBeGreaterThanOrEqual(count)
  }).toPass({ intervals: [500, 1_000, 2_000] })
}

// A list of texts: one item added and filled per value.
export async function fillList(scope: Locator, label: string, values: string[]): Promise<void> {
  const list = fieldGroup(scope, label).first()
  const boxes = list.getByRole("textbox")
  for (const [index, value] of values.entries()) {
    await addItems(list, label, boxes, index + 1)
    await boxes.nth(index).fill(value)
  }
}

// A list of objects: its fields filled by label, item by item. A translation's list whose items have shared fields
// already has the English list's items (Sveltia copies them over); otherwise each item is added.
export async function fillObjectList(scope: Locator, label: string, items: Record<string, string>[]): Promise<void> {
  const list = fieldGroup(scope, label).first()
  for (const [index, item] of items.entries()) {
    await addItems(list, label, fieldGroup(list, Object.keys(item)[0]), index + 1)
    for (const [field, value] of Object.entries(item))
      await fieldGroup(list, field).nth(index).getByRole("textbox").fill(value)
  }
}

export async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await fieldGroup(scope, label).first().getByRole("combobox").click()
  await page.getByRole("option", { name: option, exact: true }).click()
}

// An entry's texts in one language, typed into that language's pane in the order given: a text into its box, a list
// of texts item by item, a list of objects field by field, each field found by the label the CMS gives it.
export type EntryTexts = Record<string, string | string[] | Record<string, string>[]>

export async function fillTexts(pane: Locator, texts: EntryTexts): Promise<void> {
  for (const [name, value] of Object.entries(texts)) {
    if (typeof value === "string") await fillField(pane, fieldLabel(name), value)
    else if (value.every((item) => typeof item === "string")) await fillList(pane, fieldLabel(name), value as string[])
    else {
      const items = (value as Record<string, string>[]).map((item) =>
        Object.fromEntries(Object.entries(item).map(([field, text]) => [fieldLabel(field), text])),
      )
      await fillObjectList(pane, fieldLabel(name), items)
    }
  }
}

// The fields of `entry` named, in that order.
export const pick = <T extends object, K extends keyof T>(entry: T, names: readonly K[]): Pick<T, K> =>
  Object.fromEntries(names.map((name) => [name, entry[name]])) as Pick<T, K>
