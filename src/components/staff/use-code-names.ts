import * as React from "react"
import { codeNames, type CodeNames } from "../../lib/code-names"
import { readReply } from "../../lib/read-reply"
import { STAFF_NAMES_API } from "../../lib/staff-paths"

// The names of the stored codes (src/lib/code-names.ts), asked once a page load and shared by every page; until
// they arrive, or if the call fails, a page shows the codes themselves.
let asked: Promise<CodeNames | null> | undefined

export function useCodeNames(): CodeNames | null {
  const [names, setNames] = React.useState<CodeNames | null>(null)
  React.useEffect(() => {
    let live = true
    asked ??= readReply(codeNames, STAFF_NAMES_API).catch(() => {
      asked = undefined
      return null
    })
    void asked.then((found) => live && setNames(found))
    return () => {
      live = false
    }
  }, [])
  return names
}
