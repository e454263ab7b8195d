// Mozilla's HTTP Observatory, as MDN's scanner (@mdn/mdn-http-observatory 1.4.8, src/analyzer/tests and
// src/grader) scores a response: ten tests, each with an outcome, a score modifier and pass or fail; the score
// is 100 plus the modifiers (bonuses count only when the score without them is 90 or more). The scanner itself
// cannot be a dependency (it downloads the HSTS preload list when installed, and only scans public HTTPS
// hosts), so its rules for what this site can send are followed here and applied to the real server's responses.
// Outcomes the rules reach but this site must never send (a broad CSP source, a missing header) fail.

export type Outcome = { test: string; result: string; modifier: number; pass: boolean }
export type Score = { score: number; grade: string; passed: number; outcomes: Outcome[] }

// What the scanner looks at: the page's final response over HTTPS, its redirect from http:// (made by the
// proxy in front of the server, see docs/deploying.md) and the answer to a CORS preflight.
export type Scanned = {
  headers: Headers
  html: string
  origin: string
  redirectsToHttps: boolean
  preflightHeaders: Headers
}

const BROAD = new Set(["ftp:", "http:", "https:", "*", "http://*", "http://*.*", "https://*", "https://*.*"])
const UNSAFE_INLINE = new Set(["'unsafe-inline'", "data:"])
const HASH_OR_NONCE = /^'(?:sha256|sha384|sha512|nonce)-/
const SIX_MONTHS_S = 15_552_000

const outcome = (test: string, result: string, modifier: number, pass: boolean): Outcome => ({
  test,
  result,
  modifier,
  pass,
})

export function parsePolicy(header: string): Map<string, Set<string>> {
  const policy = new Map<string, Set<string>>()
  for (const directive of header.split(";")) {
    const [name, ...sources] = directive.trim().split(/\s+/)
    // The scanner keeps the first of a repeated directive, as browsers do.
    if (name && !policy.has(name.toLowerCase()))
      policy.set(name.toLowerCase(), new Set(sources.map((source) => source.toLowerCase())))
  }
  return policy
}

function csp(headers: Headers): Outcome {
  const header = headers.get("content-security-policy")
  if (!header) return outcome("content-security-policy", "csp-not-implemented", -25, false)
  const policy = parsePolicy(header)
  const fallback = (name: string) => new Set(policy.get(name) ?? policy.get("default-src") ?? ["*"])
  const [script, style, object] = [fallback("script-src"), fallback("style-src"), fallback("object-src")]
  for (const sources of [script, style])
    if ([...sources].some((source) => HASH_OR_NONCE.test(source))) sources.delete("'unsafe-inline'")
  const any = (sources: Set<string>, of: Set<string>) => [...sources].some((source) => of.has(source))
  if (any(script, new Set([...BROAD, ...UNSAFE_INLINE])) || any(object, BROAD) || script.has("'strict-dynamic'"))
    return outcome("content-security-policy", "csp-implemented-with-unsafe-inline", -20, false)
  const sources = [...policy.values()].flatMap((set) => [...set])
  if (sources.some((source) => source.startsWith("http:") || source.startsWith("ftp:")))
    return outcome("content-security-policy", "csp-implemented-with-insecure-scheme", -20, false)
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'"))
    return outcome("content-security-policy", "csp-implemented-with-unsafe-eval", -10, false)
  if (any(style, new Set([...BROAD, ...UNSAFE_INLINE])))
    return outcome("content-security-policy", "csp-implemented-with-unsafe-inline-in-style-src-only", 0, true)
  // This site's own rule, beyond the scanner's: plugins never load (object-src 'none', not a fallback to 'self')
  // and the base URL is pinned; a policy that loses either is what the shortened headers once sent.
  const objectNone = policy.get("object-src")?.size === 1 && policy.get("object-src")?.has("'none'")
  if (!objectNone || !policy.has("base-uri"))
    return outcome("content-security-policy", "csp-without-object-src-none-or-base-uri", -20, false)
  const defaultSrc = policy.get("default-src")
  if (defaultSrc?.size === 1 && defaultSrc.has("'none'"))
    return outcome("content-security-policy", "csp-implemented-with-no-unsafe-default-src-none", 10, true)
  return outcome("content-security-policy", "csp-implemented-with-no-unsafe", 5, true)
}

// A cookie set on the page must be Secure, HttpOnly and SameSite for the bonus; anything less fails here.
function cookies(headers: Headers): Outcome {
  const set = headers.getSetCookie()
  if (set.length === 0) return outcome("cookies", "cookies-not-found", 0, true)
  const safe = set.every((cookie) => /;\s*secure/i.test(cookie) && /;\s*httponly/i.test(cookie))
  const sameSite = set.every((cookie) => /;\s*samesite=(?:strict|lax|none)/i.test(cookie))
  if (safe && sameSite) return outcome("cookies", "cookies-secure-with-httponly-sessions-and-samesite", 5, true)
  return outcome("cookies", "cookies-without-secure-flag-or-httponly-or-samesite", -20, false)
}

function cors(preflight: Headers): Outcome {
  const allowed = preflight.get("access-control-allow-origin")
  if (!allowed)
    return outcome("cross-origin-resource-sharing", "cross-origin-resource-sharing-not-implemented", 0, true)
  if (allowed.trim() === "*")
    return outcome(
      "cross-origin-resource-sharing",
      "cross-origin-resource-sharing-implemented-with-public-access",
      0,
      true,
    )
  // The scanner's origin echoed with credentials is universal access (-50); any other answer is restricted.
  if (preflight.get("access-control-allow-credentials")?.trim().toLowerCase() === "true")
    return outcome(
      "cross-origin-resource-sharing",
      "cross-origin-resource-sharing-implemented-with-universal-access",
      -50,
      false,
    )
  return outcome(
    "cross-origin-resource-sharing",
    "cross-origin-resource-sharing-implemented-with-restricted-access",
    0,
    true,
  )
}

function redirection(redirectsToHttps: boolean): Outcome {
  return redirectsToHttps
    ? outcome("redirection", "redirection-to-https", 0, true)
    : outcome("redirection", "redirection-missing", -20, false)
}

function referrer(headers: Headers): Outcome {
  const header = headers.get("referrer-policy")
  if (!header) return outcome("referrer-policy", "referrer-policy-not-implemented", 0, true)
  const valid = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"]
  const unsafe = ["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"]
  const last = header
    .split(",")
    .map((value) => value.trim().toLowerCase())
    .filter((value) => [...valid, ...unsafe].includes(value))
    .pop()
  if (last && valid.includes(last)) return outcome("referrer-policy", "referrer-policy-private", 5, true)
  if (last) return outcome("referrer-policy", "referrer-policy-unsafe", -5, false)
  return outcome("referrer-policy", "referrer-policy-header-invalid", -5, false)
}

// Preloading (+5) needs the domain on the browsers' list, which no response can show.
function hsts(headers: Headers): Outcome {
  const header = headers.get("strict-transport-security")
  if (!header) return outcome("strict-transport-security", "hsts-not-implemented", -20, false)
  const maxAge = /max-age\s*=\s*"?(\d+)/i.exec(header)
  if (!maxAge) return outcome("strict-transport-security", "hsts-header-invalid", -20, false)
  return Number(maxAge[1]) >= SIX_MONTHS_S
    ? outcome("strict-transport-security", "hsts-implemented-max-age-at-least-six-months", 0, true)
    : outcome("strict-transport-security", "hsts-implemented-max-age-less-than-six-months", -10, false)
}

// Scripts from the page's own origin need no integrity attribute; one from elsewhere without it fails.
function subresourceIntegrity(html: string, origin: string): Outcome {
  const sources = Array.from(html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"[^>]*>/gi), ([tag, src]) => ({ tag, src }))
  if (sources.length === 0)
    return outcome("subresource-integrity", "sri-not-implemented-but-no-scripts-loaded", 0, true)
  const external = sources.filter(({ src }) => new URL(src, origin).origin !== origin)
  if (external.length === 0)
    return outcome("subresource-integrity", "sri-not-implemented-but-all-scripts-loaded-from-secure-origin", 0, true)
  return external.every(({ tag, src }) => /\sintegrity=/i.test(tag) && src.startsWith("https:"))
    ? outcome("subresource-integrity", "sri-implemented-and-external-scripts-loaded-securely", 5, true)
    : outcome("subresource-integrity", "sri-not-implemented-but-external-scripts-loaded-securely", -5, false)
}

function contentTypeOptions(headers: Headers): Outcome {
  return headers.get("x-content-type-options")?.trim().toLowerCase() === "nosniff"
    ? outcome("x-content-type-options", "x-content-type-options-nosniff", 0, true)
    : outcome("x-content-type-options", "x-content-type-options-not-implemented", -5, false)
}

function frameOptions(headers: Headers): Outcome {
  if (parsePolicy(headers.get("content-security-policy") ?? "").has("frame-ancestors"))
    return outcome("x-frame-options", "x-frame-options-implemented-via-csp", 5, true)
  const xfo = headers.get("x-frame-options")?.trim().toLowerCase()
  if (xfo === "deny" || xfo === "sameorigin")
    return outcome("x-frame-options", "x-frame-options-sameorigin-or-deny", 0, true)
  return outcome("x-frame-options", "x-frame-options-not-implemented", -20, false)
}

function resourcePolicy(headers: Headers): Outcome {
  const corp = headers.get("cross-origin-resource-policy")?.trim().toLowerCase()
  if (!corp) return outcome("cross-origin-resource-policy", "corp-not-implemented", 0, true)
  if (corp === "same-origin" || corp === "same-site")
    return outcome("cross-origin-resource-policy", `corp-implemented-with-${corp}`, 10, true)
  if (corp === "cross-origin")
    return outcome("cross-origin-resource-policy", "corp-implemented-with-cross-origin", 0, true)
  return outcome("cross-origin-resource-policy", "corp-header-invalid", -5, false)
}

const GRADES: [number, string][] = [
  [100, "A+"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [30, "D"],
  [25, "D-"],
  [0, "F"],
]

export function observatoryScore({ headers, html, origin, redirectsToHttps, preflightHeaders }: Scanned): Score {
  const outcomes = [
    csp(headers),
    cookies(headers),
    cors(preflightHeaders),
    redirection(redirectsToHttps),
    referrer(headers),
    hsts(headers),
    subresourceIntegrity(html, origin),
    contentTypeOptions(headers),
    frameOptions(headers),
    resourcePolicy(headers),
  ]
  const all = outcomes.reduce((sum, { modifier }) => sum + modifier, 100)
  const penalties = outcomes.reduce((sum, { modifier }) => sum + Math.min(modifier, 0), 100)
  const score = Math.max(penalties >= 90 ? all : penalties, 0)
  const grade = GRADES.find(([floor]) => score >= floor)![1]
  return { score, grade, passed: outcomes.filter(({ pass }) => pass).length, outcomes }
}
