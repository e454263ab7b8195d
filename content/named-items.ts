import type { NamedList } from "../src/lib/content-kinds"
import { LOCALES } from "../src/lib/locales"

// A message's field path with the items of some lists named by their id, as an editor finds them in /admin/ and in
// the file: `field "ar.sections[1].fields[0].type"` becomes `section "equipment", form field "identification", field
// "ar.type"`. Items are looked up in the English (the editions share their ids); an item the English lacks keeps its
// position.

type Step = { key: string } | { index: number }

function steps(fieldPath: string): Step[] {
  return [...fieldPath.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, key, index]) =>
    key !== undefined ? { key } : { index: Number(index) },
  )
}

const written = (parts: Step[]) =>
  parts.reduce<string>(
    (out, step) => ("key" in step ? (out ? `${out}.${step.key}` : step.key) : `${out}[${step.index}]`),
    "",
  )

export function nameItems(message: string, english: unknown, lists: readonly NamedList[]): string {
  if (lists.length === 0) return message
  return message.replace(/, field "([^"]+)"/, (whole, fieldPath: string) => {
    const all = steps(fieldPath)
    const first = all[0]
    const locale = first && "key" in first && (LOCALES as readonly string[]).includes(first.key) ? [first] : []
    const rest = all.slice(locale.length)
    const names: string[] = []
    let shape = ""
    let value: unknown = english
    // Steps after the last named item, written as a path below it.
    let tail: Step[] = rest
    rest.forEach((step, place) => {
      if ("key" in step) {
        shape = shape ? `${shape}.${step.key}` : step.key
        value = value && typeof value === "object" ? (value as Record<string, unknown>)[step.key] : undefined
        return
      }
      const list = lists.find((candidate) => candidate.list === shape)
      value = Array.isArray(value) ? value[step.index] : undefined
      const id = list && value && typeof value === "object" ? (value as Record<string, unknown>)[list.key] : undefined
      if (list && typeof id === "string") {
        names.push(`${list.noun} "${id}"`)
        tail = rest.slice(place + 1)
      }
      shape = `${shape}[]`
    })
    if (names.length === 0) return whole
    const field = written([...locale, ...tail])
    return `, ${names.join(", ")}${field ? `, field "${field}"` : ""}`
  })
}
