import crypto from "node:crypto"
import type { AuthContext } from "better-auth"
import { getOrgAdapter } from "better-auth/plugins"
import { sql, type Kysely } from "kysely"
import type { Database } from "../storage/schema"
import { mailInvitation, type ClientAuth, type ClientAuthOptions } from "./auth"

// Client companies are made by staff (the workspace's administrators, server/staff/company-routes.ts), never by a
// client: through the organization plugin's own adapter, so the library's rules (invitations, members, roles)
// apply to them as to anything a client does.
const organizationAdapter = async (auth: ClientAuth) => {
  const context = await auth.$context
  // The instance's context is typed by its own options, the adapter's by the library's general ones: the same
  // object, which TypeScript cannot see through the options' generics.
  return getOrgAdapter(context as unknown as AuthContext, context.getPlugin("organization")?.options)
}

export type NewCompany = { name: string; nameAr: string; sites: string[] }

export async function createCompany(auth: ClientAuth, db: Kysely<Database>, company: NewCompany, now: Date) {
  const adapter = await organizationAdapter(auth)
  // The slug is the plugin's unique handle; nothing shows it, so it names nothing.
  const created = await adapter.createOrganization({
    organization: {
      name: company.name,
      nameAr: company.nameAr,
      slug: `company-${crypto.randomUUID()}`,
      createdAt: now,
    },
  })
  const sites = [...new Set(company.sites.map((site) => site.trim()).filter(Boolean))]
  if (sites.length) {
    await db
      .insertInto("client_company_sites")
      .values(sites.map((name) => ({ company_id: created.id, name })))
      .execute()
  }
  return created.id
}

// An invitation to be an administrator of the company: a pending one to the same address is cancelled (its link
// stops working), as the plugin does when a client administrator invites again. The library needs an inviting client
// account; staff have none, so the invitee's own (made now if new) stands for it.
export async function inviteAdministrator(
  auth: ClientAuth,
  options: Pick<ClientAuthOptions, "db" | "mailer">,
  companyId: string,
  invitee: { email: string; name?: string },
  now: Date,
): Promise<"invited" | "no such company"> {
  const adapter = await organizationAdapter(auth)
  const company = await adapter.findOrganizationById(companyId)
  if (!company) return "no such company"
  const email = invitee.email.trim().toLowerCase()
  const context = await auth.$context
  const user =
    (await context.internalAdapter.findUserByEmail(email))?.user ??
    (await context.internalAdapter.createUser(
      // Until the invitee gives a name, a new account is named by its address's local part.
      { email, name: invitee.name ?? email.split("@")[0], emailVerified: false },
      { method: "invitation" },
    ))
  for (const pending of await adapter.findPendingInvitation({ email, organizationId: companyId })) {
    await adapter.updateInvitation({ invitationId: pending.id, status: "canceled" })
  }
  const invitation = await adapter.createInvitation({
    invitation: { role: "owner", email, organizationId: companyId, teamIds: [], createdAt: now },
    user,
  })
  await mailInvitation(auth, options, { id: invitation.id, email, name: invitee.name ?? user.name }, company)
  return "invited"
}

// Every company, for the workspace: names, sites, how many members, pending invitations and linked certificates.
export async function listCompanies(db: Kysely<Database>) {
  const companies = await db
    .selectFrom("client_company")
    .select(["id", "name", "nameAr", "createdAt"])
    .select((eb) => [
      eb
        .selectFrom("client_member")
        .select(sql<number>`count(*)`.as("n"))
        .whereRef("client_member.organizationId", "=", "client_company.id")
        .as("members"),
      eb
        .selectFrom("client_invitation")
        .select(sql<number>`count(*)`.as("n"))
        .whereRef("client_invitation.organizationId", "=", "client_company.id")
        .where("client_invitation.status", "=", "pending")
        .as("pendingInvitations"),
      eb
        .selectFrom("certificates")
        .select(sql<number>`count(*)`.as("n"))
        .whereRef("certificates.company_id", "=", "client_company.id")
        .as("certificates"),
    ])
    .orderBy("name")
    .execute()
  const sites = await db.selectFrom("client_company_sites").select(["company_id", "name"]).orderBy("name").execute()
  return companies.map((company) => ({
    id: company.id,
    name: company.name,
    nameAr: company.nameAr,
    createdAt: new Date(company.createdAt).toISOString(),
    members: Number(company.members ?? 0),
    pendingInvitations: Number(company.pendingInvitations ?? 0),
    certificates: Number(company.certificates ?? 0),
    sites: sites.filter((site) => site.company_id === company.id).map((site) => site.name),
  }))
}
