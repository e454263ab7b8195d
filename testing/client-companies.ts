import type { Kysely } from "kysely"
import type { Database } from "../server/storage/schema"
import { turnOnTwoFactor } from "./attacker"
import { acceptAsNewAccount } from "./client-accounts"
import type { Api } from "./inject-fetch"
import { ADMIN, createAccounts, signIn, staffCall, staffServerEnv } from "./staff"

// The workspace's administrator, signed in with two-factor on (what creating a client company asks): the cookie.
export async function staffAdministrator(api: Api, dataDir: string, databaseUrl?: string): Promise<string> {
  await createAccounts([[ADMIN, "admin"]], staffServerEnv(dataDir, databaseUrl))
  const signedIn = await signIn(api, ADMIN)
  return (await turnOnTwoFactor(api, signedIn.cookie, ADMIN.password)).cookie
}

// A client company made in the workspace, its first administrator invited and signed in: its id and their cookie.
export async function clientCompany(
  api: Api,
  db: Kysely<Database>,
  staffAdmin: string,
  name: string,
  administrator: { email: string; password: string },
) {
  const created = await staffCall(api, "/api/staff/client-companies", {
    method: "POST",
    json: { name, nameAr: `شركة ${name}`, sites: ["Rig 7"], administrator: { email: administrator.email, name } },
    headers: { cookie: staffAdmin },
  })
  if (created.status !== 200) throw new Error(`creating ${name} answered ${created.status}: ${await created.text()}`)
  const { id } = (await created.json()) as { id: string }
  const { cookie, accepted } = await acceptAsNewAccount(api, db, administrator)
  if (accepted.status !== 200) throw new Error(`accepting ${name}'s invitation answered ${accepted.status}`)
  return { id, cookie }
}
