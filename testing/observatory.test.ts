/** @jest-environment node */
import { observatoryScore } from "./observatory"

const ORIGIN = "https://www.inspection-eg.com"
const HEADERS = {
  "content-security-policy":
    "default-src 'self'; script-src 'self' 'sha256-tH3k/KgjnZLW+0YUlX9h0k3Hy+ZdlgXdNk6QmGmmHQk='; style-src 'self' 'sha256-TMZnzUxTomZqclnBBtfw/NnRTPPufK6yDuUocpLCn4o='; img-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-resource-policy": "same-origin",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
}
const scan = (headers: Record<string, string>, html = `<script src="/app-0123.js"></script>`) =>
  observatoryScore({
    headers: new Headers(headers),
    html,
    origin: ORIGIN,
    redirectsToHttps: true,
    preflightHeaders: new Headers(),
  })
const results = (headers: Record<string, string>) => scan(headers).outcomes.map(({ result }) => result)

// The figures MDN's analyzer gives for the same headers (its scan of these responses: 125, 10 of 10).
test("the site's headers: 125 (A+), all ten tests passed", () => {
  const { score, grade, passed } = scan(HEADERS)
  expect([score, grade, passed]).toEqual([125, "A+", 10])
})

test("'unsafe-inline' in style-src alone passes but earns nothing: 120", () => {
  const headers = {
    ...HEADERS,
    "content-security-policy": HEADERS["content-security-policy"].replace(
      /style-src [^;]+/,
      "style-src 'self' 'unsafe-inline'",
    ),
  }
  expect(results(headers)).toContain("csp-implemented-with-unsafe-inline-in-style-src-only")
  expect(scan(headers).score).toBe(120)
  // A hash beside it makes a browser ignore 'unsafe-inline', and the scanner too.
  const both = { ...HEADERS, "content-security-policy": `${HEADERS["content-security-policy"]} 'unsafe-inline'` }
  expect(scan(both).score).toBe(125)
})

test("what would fail: inline script, no HSTS, no frame-ancestors, a foreign script without integrity", () => {
  const inlineScript = {
    ...HEADERS,
    "content-security-policy": "default-src 'self'; script-src 'self' 'unsafe-inline'",
  }
  expect(scan(inlineScript).outcomes.find(({ test }) => test === "content-security-policy")).toMatchObject({
    modifier: -20,
    pass: false,
  })
  const plain: Record<string, string> = { ...HEADERS }
  delete plain["strict-transport-security"]
  // 100 − 20 is under 90, so the bonuses do not count.
  expect(scan(plain).score).toBe(80)
  expect(results({ ...HEADERS, "content-security-policy": "default-src 'self'" })).toContain(
    "x-frame-options-not-implemented",
  )
  expect(scan(HEADERS, `<script src="https://cdn.example/x.js"></script>`).passed).toBe(9)
})

test("a policy that lets plugins fall back to 'self', or leaves the base URL open, fails", () => {
  const policy = HEADERS["content-security-policy"]
  for (const weaker of [
    policy.replace("object-src 'none'; ", ""),
    policy.replace("object-src 'none'", "object-src 'self'"),
    policy.replace("base-uri 'self'; ", ""),
  ]) {
    expect(weaker).not.toBe(policy)
    const csp = scan({ ...HEADERS, "content-security-policy": weaker }).outcomes.find(
      ({ test }) => test === "content-security-policy",
    )
    expect([weaker, csp?.pass]).toEqual([weaker, false])
  }
})
