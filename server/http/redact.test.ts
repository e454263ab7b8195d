import { loggedPath, redactSecrets } from "./redact"

describe("redaction of log lines and stored errors", () => {
  test("an SMTP answer naming the recipient keeps no address", () => {
    const smtp = "Can't send mail - all recipients were rejected: 550 5.1.1 <omar.said@inspection.test>: unknown user"
    expect(redactSecrets(smtp)).toBe(
      "Can't send mail - all recipients were rejected: 550 5.1.1 <[address]>: unknown user",
    )
  })

  test("tokens in links, pairs and paths are gone", () => {
    const line =
      "link https://www.inspection-eg.com/staff/set-password/?token=TK6mUQYNAaFOU0MnErVvPqYG and " +
      "/api/staff/auth/reset-password/abc123 code=493021 staff.session_token=xUorTEyWzBBpGk3J6QR8EFm900y1jXrS.lOZ8"
    const redacted = redactSecrets(line)
    for (const secret of ["TK6mUQYNAaFOU0MnErVvPqYG", "abc123", "493021", "xUorTEyWzBBpGk3J6QR8EFm900y1jXrS"]) {
      expect(redacted).not.toContain(secret)
    }
    expect(redacted).toContain("/staff/set-password/?token=[redacted]")
  })

  test("a logged path has no query and no token segment; the site's hashed file names stay", () => {
    expect(loggedPath("/api/staff/auth/reset-password/TK6mUQYNAaFOU0MnErVvPqYG?callbackURL=/x")).toBe(
      "/api/staff/auth/reset-password/[redacted]",
    )
    expect(loggedPath("/staff/set-password/?token=TK6mUQYNAaFOU0MnErVvPqYG")).toBe("/staff/set-password/")
    expect(loggedPath("/api/staff/requests/Q-2026-000123")).toBe("/api/staff/requests/Q-2026-000123")
    expect(loggedPath("/component---src-templates-service-page-tsx-4f1c2a.js")).toBe(
      "/component---src-templates-service-page-tsx-4f1c2a.js",
    )
  })
})
