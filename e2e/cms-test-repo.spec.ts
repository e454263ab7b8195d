import { expect, test } from "@playwright/test"
import { readTestRepo, seedTestRepo, TEST_REPO_DIR } from "../testing/cms"

// The CMS tests read the test backend's folder while Sveltia may still be saving into it. A clean CI run failed
// there with NotReadableError: a file replaced between taking its snapshot and reading it.
test("the test backend's folder reads whole while the CMS moves new files over old ones", async ({ page }) => {
  await page.goto("/robots.txt")
  const LENGTH = 20_000
  await seedTestRepo(page, {
    "data/site.json": JSON.stringify({ version: 0 }).padEnd(LENGTH),
    "data/holidays.json": "[]",
  })

  // Sveltia's save, again and again until the reads below are done: the text written under a temporary name, then
  // moved over the entry's file.
  const saving = page.evaluate(
    async ({ dir, length }) => {
      const root = await navigator.storage.getDirectory()
      const data = await (await root.getDirectoryHandle(dir)).getDirectoryHandle("data")
      let version = 0
      while (!(window as { readsDone?: boolean }).readsDone) {
        version++
        const temporary = await data.getFileHandle(`.sveltia-tmp-${version}`, { create: true })
        const writable = await temporary.createWritable()
        await writable.write(JSON.stringify({ version }).padEnd(length))
        await writable.close()
        // @ts-expect-error move() is in Chromium's File System Access API, not in TypeScript's DOM types yet
        await temporary.move(data, "site.json")
      }
      return version
    },
    { dir: TEST_REPO_DIR, length: LENGTH },
  )

  for (let read = 0; read < 40; read++) {
    const files = await readTestRepo(page)
    expect(Object.keys(files).sort()).toEqual(["data/holidays.json", "data/site.json"])
    expect(files["data/site.json"]).toHaveLength(LENGTH)
    expect(JSON.parse(files["data/site.json"])).toEqual({ version: expect.any(Number) })
  }
  await page.evaluate(() => ((window as { readsDone?: boolean }).readsDone = true))
  const saved = await saving
  expect(saved, "saves while the folder was read").toBeGreaterThanOrEqual(10)
  expect(JSON.parse((await readTestRepo(page))["data/site.json"])).toEqual({ version: saved })
})
