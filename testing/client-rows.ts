import crypto from "node:crypto"
import type { Kysely } from "kysely"
import type { Database } from "../server/storage/schema"
import type { StorageKind } from "./test-databases"

// Client accounts written straight into their tables, in the shape Better Auth writes them (the columns
// server/storage/schema.ts leaves out included), for tests of what reads or erases them without signing anyone in.

export type ClientRows = { db: Kysely<Database>; kind: StorageKind }

// The tables' every column, which the schema's types leave partly unnamed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const untyped = (db: Kysely<Database>) => db as unknown as Kysely<any>
const id = () => crypto.randomUUID()

export async function company({ db }: ClientRows, name: string, at: Date): Promise<string> {
  const companyId = id()
  await untyped(db)
    .insertInto("client_company")
    .values({ id: companyId, name, nameAr: `شركة ${name}`, slug: `company-${companyId}`, createdAt: at.toISOString() })
    .execute()
  return companyId
}

// An account with a password and two-factor on, a member of each company given with its role.
export async function account(
  { db, kind }: ClientRows,
  person: { email: string; name: string },
  memberships: [companyId: string, role: "owner" | "member"][],
  at: Date,
): Promise<string> {
  const userId = id()
  const when = at.toISOString()
  const yes = kind === "postgres" ? true : 1
  await untyped(db)
    .insertInto("client_user")
    .values({ id: userId, ...person, emailVerified: yes, twoFactorEnabled: yes, createdAt: when, updatedAt: when })
    .execute()
  await untyped(db)
    .insertInto("client_account")
    .values({
      id: id(),
      accountId: userId,
      providerId: "credential",
      userId,
      password: `hash-of-${person.email}`,
      createdAt: when,
      updatedAt: when,
    })
    .execute()
  await untyped(db)
    .insertInto("client_two_factor")
    .values({ id: id(), secret: "totp-secret", backupCodes: "codes", userId, verified: yes })
    .execute()
  for (const [organizationId, role] of memberships) {
    await untyped(db)
      .insertInto("client_member")
      .values({ id: id(), organizationId, userId, role, createdAt: when })
      .execute()
  }
  return userId
}

export async function session({ db }: ClientRows, userId: string, at: Date): Promise<void> {
  const when = at.toISOString()
  await untyped(db)
    .insertInto("client_session")
    .values({
      id: id(),
      token: id(),
      userId,
      createdAt: when,
      updatedAt: when,
      expiresAt: new Date(at.getTime() + 1800_000).toISOString(),
      ipAddress: "",
      userAgent: "Browser/1.0",
    })
    .execute()
}

export async function invitation(
  { db }: ClientRows,
  invite: { companyId: string; email: string; role: "owner" | "member"; inviterId: string; status?: string },
  at: Date,
  expiresAt: Date,
): Promise<string> {
  const invitationId = id()
  await untyped(db)
    .insertInto("client_invitation")
    .values({
      id: invitationId,
      organizationId: invite.companyId,
      email: invite.email,
      role: invite.role,
      status: invite.status ?? "pending",
      inviterId: invite.inviterId,
      createdAt: at.toISOString(),
      expiresAt: expiresAt.toISOString(),
    })
    .execute()
  return invitationId
}

// A password link's one-time value, as the library keeps it.
export async function resetToken({ db }: ClientRows, userId: string, at: Date): Promise<void> {
  const when = at.toISOString()
  await untyped(db)
    .insertInto("client_verification")
    .values({
      id: id(),
      identifier: `reset-password:${id()}`,
      value: userId,
      expiresAt: when,
      createdAt: when,
      updatedAt: when,
    })
    .execute()
}
