import * as React from "react"
import type { Locale } from "../../lib/locales"
import { reportFileHtml, type ReportFileTexts } from "../../lib/report-file-result"
import { listedEntry } from "../../lib/status-list"
import { keptKeysAndList } from "./use-offline-check"

// A report's PDF checked on this device (issue 62): read here, never sent anywhere; checked against the public
// keys the page keeps for labels, and looked up by its number and code in the synced status list.
export async function reportFileAnswer(texts: ReportFileTexts, brand: string, locale: Locale, file: Blob) {
  let bytes: Uint8Array
  try {
    bytes = new Uint8Array(await file.arrayBuffer())
  } catch {
    return reportFileHtml(texts, brand, locale, { problem: "failed" })
  }
  const { keys, list } = await keptKeysAndList()
  if (!keys) return reportFileHtml(texts, brand, locale, { problem: "needsKeys" })
  // Loaded when a file is checked (kept for offline by keepForOffline, which loads it too).
  const { checkReportFile } = await import("../../lib/signed-report")
  const check = await checkReportFile(bytes, keys)
  const listed = check.genuine ? await listedEntry(list, check.facts.number, check.facts.code) : undefined
  return reportFileHtml(texts, brand, locale, { check, listed, confirmedAt: list?.at })
}

// The file chosen or dropped anywhere on the page: `dragging` while files are held over it.
export function useReportFileCheck(
  texts: ReportFileTexts,
  brand: string,
  locale: Locale,
  show: (html: string) => void,
) {
  const [checking, setChecking] = React.useState(false)
  const [dragging, setDragging] = React.useState(false)
  const checkFile = React.useCallback(
    async (file: File | undefined) => {
      if (!file) return
      setChecking(true)
      const html = await reportFileAnswer(texts, brand, locale, file)
      setChecking(false)
      show(html)
    },
    [texts, brand, locale, show],
  )
  React.useEffect(() => {
    const carriesFiles = (event: DragEvent) => Boolean(event.dataTransfer?.types.includes("Files"))
    // Without preventDefault on dragover the browser would open the dropped PDF in place of the page.
    const over = (event: DragEvent) => {
      if (!carriesFiles(event)) return
      event.preventDefault()
      setDragging(true)
    }
    const leave = (event: DragEvent) => {
      // Leaving the window, not moving from one element to another.
      if (!event.relatedTarget) setDragging(false)
    }
    const drop = (event: DragEvent) => {
      if (!carriesFiles(event)) return
      event.preventDefault()
      setDragging(false)
      void checkFile(event.dataTransfer?.files[0])
    }
    window.addEventListener("dragover", over)
    window.addEventListener("dragleave", leave)
    window.addEventListener("drop", drop)
    return () => {
      window.removeEventListener("dragover", over)
      window.removeEventListener("dragleave", leave)
      window.removeEventListener("drop", drop)
    }
  }, [checkFile])
  return { checking, dragging, checkFile: (file: File | undefined) => void checkFile(file) }
}
