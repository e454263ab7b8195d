import type { FastifyRequest } from "fastify"
import { parseCookies } from "better-auth/cookies"
import { systemClock } from "../clock"

// The account a pending two-factor sign-in belongs to, or null. After the right password, Better Auth sets a signed
// two_factor cookie whose value names a verification row holding the user's id; the library's own adapter finds
// it. The signature is left to the library (which checks it before any code): a value that names a live row can
// only come from the cookie it issued, and a made-up one names no account.
// What is read of either population's instance (the workspace's or the clients').
type AuthWithContext = {
  $context: Promise<{
    createAuthCookie: (name: string) => { name: string }
    internalAdapter: {
      findVerificationValue: (identifier: string) => Promise<{ value: string; expiresAt: Date } | null>
      findUserById: (id: string) => Promise<{ id: string; name: string } | null>
    }
  }>
}

export async function pendingTwoFactorUser(
  auth: AuthWithContext,
  request: FastifyRequest,
): Promise<{ id: string; name: string } | null> {
  const context = await auth.$context
  const signed = parseCookies(request.headers.cookie ?? "").get(context.createAuthCookie("two_factor").name)
  const identifier = signed?.slice(0, Math.max(0, signed.lastIndexOf(".")))
  if (!identifier) return null
  const pending = await context.internalAdapter.findVerificationValue(identifier)
  // Better Auth wrote expiresAt by the system clock (it takes no other), so it is read against that clock.
  if (!pending || pending.expiresAt < systemClock()) return null
  const user = await context.internalAdapter.findUserById(pending.value)
  return user ? { id: user.id, name: user.name } : null
}
