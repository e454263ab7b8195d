import { z } from "zod"
import { AUTH_REPLIES } from "../../src/lib/auth-replies"
import {
  companyInvitationReply,
  companyInvitationsReply,
  companyMemberReply,
  companyMembersReply,
} from "../../src/lib/company-people-replies"
import { CLIENT_ROLES } from "./settings"

// The Better Auth endpoints of the client population that are public, each a route of its own with the fields it
// may pass on (a zod body or query: anything else is dropped, so an organizationId in a body never reaches the
// library — a call acts on the session's active company, which the library lets only a member set) and the
// fields its reply may carry (the library's replies are cut to them: no session token in a body). Every other
// path under /api/client/auth answers 404, whatever its spelling: no route matches it.

const id = z.string().max(100)
const text = z.string()
const EMAIL = z.string().max(254)
const PASSWORD = z.string().max(1000)
const ROLE = z.enum(CLIENT_ROLES)
const member = companyMemberReply
const invitation = companyInvitationReply

// What the route does besides handing the call on: the lockout (sign-in, second factor), the reset requests'
// limit and time, the invitation's 7 days on the server's clock, the session's 12-hour cap (every call made from a
// session); a token's call (a new password) has no session yet.
export type EndpointKind = "sign-in" | "reset-request" | "token" | "second-factor" | "accept-invitation" | "session"

type Endpoint = {
  method: "GET" | "POST"
  kind: EndpointKind
  body?: z.ZodObject<z.ZodRawShape>
  reply: z.ZodTypeAny
}

const post = (kind: EndpointKind, body: z.ZodObject<z.ZodRawShape>, reply: z.ZodTypeAny): Endpoint => ({
  method: "POST",
  kind,
  body,
  reply,
})

export const CLIENT_AUTH_ENDPOINTS = {
  "/sign-in/email": post("sign-in", z.object({ email: EMAIL, password: PASSWORD }), AUTH_REPLIES["/sign-in/email"]),
  "/sign-out": post("session", z.object({}), AUTH_REPLIES["/sign-out"]),
  "/request-password-reset": post("reset-request", z.object({ email: EMAIL }), AUTH_REPLIES["/request-password-reset"]),
  // The set-password page: an invitation's first link or a reset's.
  "/reset-password": post(
    "token",
    z.object({ newPassword: PASSWORD, token: z.string().max(200) }),
    AUTH_REPLIES["/reset-password"],
  ),
  "/two-factor/enable": post("session", z.object({ password: PASSWORD }), AUTH_REPLIES["/two-factor/enable"]),
  "/two-factor/verify-totp": post(
    "second-factor",
    z.object({ code: z.string().max(20) }),
    AUTH_REPLIES["/two-factor/verify-totp"],
  ),
  "/two-factor/verify-backup-code": post(
    "second-factor",
    z.object({ code: z.string().max(40) }),
    AUTH_REPLIES["/two-factor/verify-backup-code"],
  ),
  "/organization/accept-invitation": post("accept-invitation", z.object({ invitationId: id }), z.object({ member })),
  // The one call that names a company: the library checks that the caller is its member.
  "/organization/set-active": post("session", z.object({ organizationId: id }), z.object({ id: text, name: text })),
  "/organization/invite-member": post("session", z.object({ email: EMAIL, role: ROLE }), invitation),
  "/organization/list-members": { method: "GET", kind: "session", reply: companyMembersReply },
  "/organization/list-invitations": { method: "GET", kind: "session", reply: companyInvitationsReply },
  "/organization/update-member-role": post("session", z.object({ memberId: id, role: ROLE }), member),
  "/organization/remove-member": post("session", z.object({ memberIdOrEmail: EMAIL }), z.object({ member })),
  "/organization/cancel-invitation": post("session", z.object({ invitationId: id }), invitation),
} satisfies Record<string, Endpoint>

export type ClientAuthEndpoint = keyof typeof CLIENT_AUTH_ENDPOINTS
