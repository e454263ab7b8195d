import fs from "node:fs"
import path from "node:path"
import { readContent } from "../build/content/read-content"
import { DATA_DIR } from "./paths"

// Tests read the same data/ files editors change, so they follow the content instead of copying it.
const dataDir = DATA_DIR
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8"))

export type Service = {
  slug: string
  title: string
  formValue: string
  order: number
  summary: string
  industries: string[]
}
export type Industry = { slug: string; title: string; sectors: string[] }

export const site = read("site.json")
export const industries: Industry[] = read("industries.json")
export const services: Service[] = fs
  .readdirSync(path.join(dataDir, "services"))
  .filter((name) => name.endsWith(".json"))
  .map((name) => read(path.join("services", name)) as Service)
  .sort((a, b) => a.order - b.order)

// The Arabic edition as the pages show it: the English with the "ar" blocks laid over it.
export const arabic = readContent(dataDir).ar
