import type { Kysely } from "kysely"
import type { Database } from "../server/storage/schema"
import { linkIn } from "./attacker"
import type { Api } from "./inject-fetch"
import { staffCall } from "./staff"

// Client accounts as tests use them (server/client/): calls to /api/client/auth as the client pages will make
// them, to an app in this process or a server process (`api`, as testing/staff.ts takes it), and the one-time
// links read from the mails it queued.

export const CLIENT_AUTH = "/api/client/auth"

type Call = { method?: "GET" | "POST"; json?: unknown; cookie?: string; headers?: Record<string, string> }

// POSTs carry the site's own Origin unless the test sends another.
export const clientCall = (
  api: Api,
  endpoint: string,
  { method = "POST", json, cookie, headers = {} }: Call = {},
) =>
  staffCall(api, `${CLIENT_AUTH}${endpoint}`, {
    method,
    json: method === "POST" ? (json ?? {}) : undefined,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  })

// The cookies a reply set, as the next request sends them (a cleared one dropped).
export const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .filter((pair) => !pair.endsWith("="))
    .join("; ")

export async function clientSignIn(api: Api, account: { email: string; password: string }) {
  const response = await clientCall(api, "/sign-in/email", { json: account })
  return { status: response.status, cookie: cookiesOf(response), body: await response.text(), response }
}

// The last mail queued to an address, and the values its link carries (token, invitation).
export async function lastMailTo(db: Kysely<Database>, email: string) {
  const mail = await db
    .selectFrom("account_mail")
    .select(["subject", "body", "expires_at"])
    .where("to_address", "=", email)
    .orderBy("id", "desc")
    .executeTakeFirst()
  if (!mail) throw new Error(`no mail to ${email}`)
  const link = new URL(linkIn(mail.body))
  return {
    ...mail,
    link,
    token: link.searchParams.get("token") ?? "",
    invitation: link.searchParams.get("invitation") ?? "",
  }
}

// An invitee new to the site: sets the password its invitation mail's link allows, signs in, accepts. Answers the
// session cookie and the reply to the acceptance.
export async function acceptAsNewAccount(
  api: Api,
  db: Kysely<Database>,
  account: { email: string; password: string },
) {
  const mail = await lastMailTo(db, account.email)
  const set = await clientCall(api, "/reset-password", { json: { token: mail.token, newPassword: account.password } })
  if (set.status !== 200) throw new Error(`reset-password answered ${set.status}: ${await set.text()}`)
  const { cookie } = await clientSignIn(api, account)
  const accepted = await clientCall(api, "/organization/accept-invitation", {
    json: { invitationId: mail.invitation },
    cookie,
  })
  return { cookie, accepted, invitationId: mail.invitation }
}
