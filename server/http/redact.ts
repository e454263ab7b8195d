// What a log line or a stored error must not carry: e-mail addresses (an SMTP server names the recipient it
// refused), one-time tokens in a path or a query (reset and invitation links), verification and session tokens.

const EMAIL = /[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+\.[A-Za-z]{2,}/g
// A token in a query or a cookie-like pair: token=…, code=…, session_token=…
const SECRET_PAIR = /\b((?:[\w.-]*token|code|otp|secret|password)=)[^\s&;"']+/gi
// A token as a path segment: /reset-password/<token>, /verify-email/<token>, or any long opaque segment.
const TOKEN_SEGMENT = /(\/(?:reset-password|verify-email|invitation|magic-link)\/)[^/?\s"']+/gi
const OPAQUE = /\b[A-Za-z0-9_-]{24,}\b/g

export function redactSecrets(text: string): string {
  return text
    .replace(EMAIL, "[address]")
    .replace(SECRET_PAIR, "$1[redacted]")
    .replace(TOKEN_SEGMENT, "$1[redacted]")
    .replace(OPAQUE, "[redacted]")
}

// A request's path as the log keeps it: no query (it may hold a code or an e-mail address), no token segment
// (the API's paths have no long opaque segment of their own; the site's hashed file names stay readable).
export function loggedPath(url: string): string {
  const path = url.split("?")[0].replace(TOKEN_SEGMENT, "$1[redacted]")
  return path.startsWith("/api/") ? path.replace(OPAQUE, "[redacted]") : path
}
