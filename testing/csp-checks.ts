import { expect, type Page, type Response } from "@playwright/test"

// What the Content-Security-Policy header allows a page to run: only the site's own scripts and the hashes of
// its inline ones and of its <style> blocks. Each check reads what the browser did under the served policy.

// Violations the browser reports from the moment this is called; await the returned function to read them.
export async function watchViolations(page: Page) {
  const messages: string[] = []
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) messages.push(message.text())
  })
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __violations: string[] }).__violations = [])
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(
        `${event.violatedDirective}: ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      ),
    )
  })
  return async () => [
    ...messages,
    ...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)),
  ]
}

// Styles, too, only by hash: each page's own <style> blocks, and no style attribute anywhere in its HTML (the
// policy refuses them; React's own element.style settings at run time are not attributes in the HTML).
export async function expectHashedStylesOnly(response: Response) {
  const policy = response.headers()["content-security-policy"]
  expect(policy).toMatch(/(?:^|; )style-src 'self'(?: 'sha256-[A-Za-z0-9+/]+=*')*(?:;|$)/)
  expect(policy).not.toContain("unsafe")
  const element = /<[a-z][^>]*\sstyle\s*=[^>]*>/i.exec(await response.text())
  expect(element?.[0], "an element with a style attribute").toBeUndefined()
}

// Every <style> of the page applies: one the policy refused would have no rules.
export async function expectStylesApplied(page: Page) {
  const sheets = await page.evaluate(() =>
    Array.from(document.querySelectorAll("style"), (style) => style.sheet?.cssRules.length ?? 0),
  )
  expect(sheets.length).toBeGreaterThan(0)
  expect(sheets.every((rules) => rules > 0)).toBe(true)
}

// A page opened under the policy: its scripts are files of its own origin, but for one inline script, the same
// on every page — the bootstrap that fetches the loader after the first paint (site-build/html/deferred-scripts.tsx),
// by its hash; its styles by hash; and once the network is idle, React has taken over (an inline script blocked
// by the policy would have stopped it) with every style applied and no violation reported.
export async function openUnderPolicy(page: Page, path: string): Promise<Response> {
  const violations = await watchViolations(page)
  const response = await page.goto(path)
  expect(response!.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/)
  await expectHashedStylesOnly(response!)
  await page.waitForLoadState("networkidle")
  await expect(page.locator("body")).toBeVisible()
  await expectStylesApplied(page)
  expect(await violations()).toEqual([])
  return response!
}
