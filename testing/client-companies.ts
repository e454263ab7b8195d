import type { Insertable, Kysely } from "kysely"
import type { CertificateTable, Database } from "../server/storage/schema"
import { turnOnTwoFactor } from "./attacker"
import { acceptAsNewAccount } from "./client-accounts"
import type { Api } from "./inject-fetch"
import { startStaffApp } from "./site-app"
import { ADMIN, createAccounts, signIn, STAFF, staffCall, staffServerEnv } from "./staff"
import { testClock } from "./test-clock"
import type { StorageKind, TestDatabases } from "./test-databases"

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

type ClientAdministrator = { email: string; password: string }
type TwoAdministrators = [[string, ClientAdministrator], [string, ClientAdministrator]]

// The register's isolation tests' server: two client companies made in the workspace, each with its administrator
// signed in, and the workspace's staff member (STAFF) and administrator (staffAdmin) signed in too.
export async function twoCompanyServer(
  databases: TestDatabases,
  kind: StorageKind,
  [first, second]: TwoAdministrators,
) {
  const db = await databases.open(kind)
  const dataDir = databases.dataDirOf(kind)
  const databaseUrl = kind === "postgres" ? databases.postgres.url : undefined
  const server = await startStaffApp({ db, dialect: kind, dataDir, clock: testClock() })
  const staffAdmin = await staffAdministrator(server, dataDir, databaseUrl)
  await createAccounts([[STAFF, "staff"]], staffServerEnv(dataDir, databaseUrl))
  const staff = (await signIn(server, STAFF)).cookie
  const alpha = await clientCompany(server, db, staffAdmin, ...first)
  const beta = await clientCompany(server, db, staffAdmin, ...second)
  return { db, server, staff, staffAdmin, alpha, beta }
}

export type TwoCompanies = Awaited<ReturnType<typeof twoCompanyServer>>

// A describe block's two companies (twoCompanyServer), written once: made before its tests, its server closed and
// its database let go after them. The fields are there once this beforeAll has run, so the block reads them in its
// tests and in hooks registered after this call (companies.alpha.cookie), never while it is being declared.
export function twoCompaniesForTests(
  databases: TestDatabases,
  kind: StorageKind,
  administrators: TwoAdministrators,
): TwoCompanies {
  const companies = {} as TwoCompanies
  beforeAll(async () => {
    Object.assign(companies, await twoCompanyServer(databases, kind, administrators))
  })
  // The fields are missing when the set-up failed: nothing of theirs to close then.
  afterAll(async () => {
    await companies.server?.close()
    await companies.db?.destroy()
  })
  return companies
}

// Each company's samples stored as its certificates, in one insert: every sample made a row by the test's own
// `certificate`, the companies' in the order given.
export async function storeSamples<Sample>(
  db: Kysely<Database>,
  certificate: (companyId: string, sample: Sample) => Insertable<CertificateTable>,
  ...companies: [companyId: string, samples: readonly Sample[]][]
) {
  const rows = companies.flatMap(([companyId, samples]) => samples.map((sample) => certificate(companyId, sample)))
  await db.insertInto("certificates").values(rows).execute()
}
