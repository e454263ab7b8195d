import * as React from "react"
import type { Locale } from "../../lib/locales"
import type { OfflineTexts } from "../../lib/offline-result"
import { VERIFY_SLOT, verifyResultHtml, type VerifyAnswer } from "../../lib/verify-result"
import { labelAnswer, useOfflineCheck } from "./use-offline-check"

// The answer the server wrote into the page (a scanned link, a check sent before the script loaded): read once,
// so the first render matches the HTML and the check is not made a second time.
const serverAnswer = () =>
  typeof document === "undefined" ? "" : (document.querySelector(`[${VERIFY_SLOT}]`)?.innerHTML ?? "")

async function check(number: string, code: string): Promise<VerifyAnswer> {
  try {
    const query = new URLSearchParams({ n: number, c: code })
    const response = await fetch(`/api/verify?${query}`, { headers: { accept: "application/json" } })
    if (response.status === 429) return { found: false, problem: "tooMany" }
    if (response.status === 404) return { found: false }
    if (!response.ok) return { found: false, problem: "failed" }
    return (await response.json()) as VerifyAnswer
  } catch {
    // No answer at all, not even an error: the network is gone (the page itself came from its offline worker).
    return { found: false, problem: "needsNetwork" }
  }
}

export function useVerifyCheck(texts: OfflineTexts, brand: string, locale: Locale) {
  const [resultHtml, setResultHtml] = React.useState(serverAnswer)
  const [answered] = React.useState(() => serverAnswer() !== "")
  useOfflineCheck(texts, brand, locale, answered, setResultHtml)
  const [checking, setChecking] = React.useState(false)
  // Each check sent from the form, so the page brings its answer into view even when it reads as the last one did.
  const [checks, setChecks] = React.useState(0)
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const [number, code, signed] = ["n", "c", "s"].map((name) => String(data.get(name) ?? "").trim())
    setChecking(true)
    const answer = await check(number, code)
    // Online the server's answer stands; without a network a typed signed code is checked here, as a link's is.
    const offline =
      answer.found === false && "problem" in answer && answer.problem === "needsNetwork" && signed
        ? await labelAnswer(texts, brand, locale, { code: signed, number, verification: code })
        : undefined
    setChecking(false)
    setResultHtml(offline ?? verifyResultHtml(texts, brand, locale, answer))
    setChecks((count) => count + 1)
  }
  // An answer made on the page itself (a report file checked on this device), brought into view as the others.
  const show = React.useCallback((html: string) => {
    setResultHtml(html)
    setChecks((count) => count + 1)
  }, [])
  return {
    resultHtml,
    checks,
    checking,
    show,
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => void onSubmit(event),
  }
}
