import { z } from "zod"

// What the sign-in endpoints both account populations share answer (the workspace's, /api/staff/auth, and the
// clients', /api/client/auth): Better Auth's replies cut to these fields. The library also writes the session token
// into the body of a sign-in and a second factor's reply; it stays in the HttpOnly cookie alone (issue 60).

// SQLite answers 0/1 where PostgreSQL answers true/false.
const yesNo = z.union([z.boolean(), z.number()]).nullish()

export const authAccountReply = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  twoFactorEnabled: yesNo,
})

export const AUTH_REPLIES = {
  // twoFactorRedirect: the password was right, a second factor is asked for next.
  "/sign-in/email": z.object({ twoFactorRedirect: z.boolean().optional(), user: authAccountReply.optional() }),
  "/sign-out": z.object({ success: z.boolean() }),
  "/request-password-reset": z.object({ status: z.boolean(), message: z.string().optional() }),
  "/reset-password": z.object({ status: z.boolean() }),
  "/two-factor/enable": z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) }),
  "/two-factor/verify-totp": z.object({ user: authAccountReply }),
  "/two-factor/verify-backup-code": z.object({ user: authAccountReply }),
} as const

export type SignInReply = z.infer<(typeof AUTH_REPLIES)["/sign-in/email"]>
