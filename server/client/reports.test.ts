/** @jest-environment node */
import {
  CLIENT_LOG_API_PATH,
  REGISTER_HISTORY_PATH,
  REGISTER_PATH,
  REGISTER_REPORT_PATH,
} from "../../src/lib/client-paths"
import { certificateReportReply } from "../../src/lib/certificate-replies"
import type { CompanyLogPage } from "../../src/lib/company-replies"
import { historyReply, registerPageReply } from "../../src/lib/register-replies"
import { acceptAsNewAccount, clientCall } from "../../testing/client-accounts"
import { twoCompaniesForTests } from "../../testing/client-companies"
import { STAFF, staffCall } from "../../testing/staff"
import { TEST_NOW } from "../../testing/test-clock"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { REPORT_MAX_BYTES } from "../attachments/report-store"
import { certificateReportUrl } from "../staff/report-routes"
import { COMPANY_LOG_PAGE_SIZE } from "./company-log"
import crypto from "node:crypto"

jest.setTimeout(180_000)

const databases = databasesForTests("client-reports-")

const ALPHA_ADMIN = { email: "hoda.adel@alpha-drilling.test", password: "Cl1ent-hoda-Pass!2026" }
const ALPHA_MEMBER = { email: "karim.nabil@alpha-drilling.test", password: "Cl1ent-karim-Pass!2026" }
const BETA_ADMIN = { email: "sara.fouad@beta-marine.test", password: "Cl1ent-sara-Pass!2026" }

// The smallest file file-type calls a PDF, with something of its own after the signature.
const pdf = (tag: string) => Buffer.from(`%PDF-1.4\n1 0 obj << /Title (${tag}) >> endobj\ntrailer << >>\n%%EOF\n`)
const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex")
const sha256 = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex")

describe.each(STORAGE_KINDS)("a certificate's signed report and the company's log on %s", (kind) => {
  const companies = twoCompaniesForTests(databases, kind, [
    ["Alpha Drilling", ALPHA_ADMIN],
    ["Beta Marine", BETA_ADMIN],
  ])
  let member: string

  const certificate = (number: string, companyId: string) => ({
    number,
    kind: "lifting-equipment" as const,
    item: "Webbing sling, 2 t",
    serial: `SL-${number}`,
    rating: null,
    client: "Sample client",
    site: "Rig 7",
    inspected_on: "2026-11-20",
    valid_until: "2027-05-20",
    inspector: "Hany Youssef",
    inspector_certificate: "LEEA 0051234",
    status: "valid" as const,
    code: `C0DE${number}`,
    created_at: TEST_NOW.toISOString(),
    company_id: companyId,
  })
  const upload = (number: string, bytes: Buffer, name: string, headers: Record<string, string> = {}) => {
    const form = new FormData()
    form.append("attachments", new Blob([new Uint8Array(bytes)]), name)
    return staffCall(companies.server, certificateReportUrl(number), {
      method: "POST",
      body: form,
      headers: { cookie: companies.staff, ...headers },
    })
  }
  const download = (number: string, cookie: string) =>
    companies.server.fetch(`${companies.server.base}${REGISTER_REPORT_PATH}?number=${encodeURIComponent(number)}`, {
      headers: { cookie },
    })
  const log = async (cookie: string, query = "") => {
    const answer = await companies.server.fetch(`${companies.server.base}${CLIENT_LOG_API_PATH}${query}`, {
      headers: { cookie },
    })
    return { status: answer.status, body: (await answer.json()) as CompanyLogPage }
  }

  beforeAll(async () => {
    await companies.db
      .insertInto("certificates")
      .values([
        certificate("AL-1", companies.alpha.id),
        certificate("AL-2", companies.alpha.id),
        certificate("BE-1", companies.beta.id),
      ])
      .execute()
    // A member (not an administrator) of Alpha, invited by its administrator.
    const invited = await clientCall(companies.server, "/organization/invite-member", {
      json: { email: ALPHA_MEMBER.email, role: "member" },
      cookie: companies.alpha.cookie,
    })
    expect(invited.status).toBe(200)
    const accepted = await acceptAsNewAccount(companies.server, companies.db, ALPHA_MEMBER)
    expect(accepted.accepted.status).toBe(200)
    member = accepted.cookie
  })

  test("staff attach a PDF; its name, size and SHA-256 are shown; uploading again replaces it, both audited", async () => {
    const first = await upload("AL-1", pdf("first"), "AL-1 report.pdf")
    expect(first.status).toBe(200)
    const { report } = certificateReportReply.parse(await first.json())
    expect(report).toMatchObject({ name: "AL-1 report.pdf", size: pdf("first").length, sha256: sha256(pdf("first")) })

    const second = await upload("AL-1", pdf("second, signed"), "AL-1 signed.pdf")
    expect(second.status).toBe(200)
    const shown = await staffCall(companies.server, certificateReportUrl("AL-1"), {
      headers: { cookie: companies.staff },
    })
    expect(await shown.json()).toMatchObject({
      report: { name: "AL-1 signed.pdf", sha256: sha256(pdf("second, signed")), uploadedBy: STAFF.name },
    })
    const rows = await companies.db.selectFrom("certificate_reports").select("certificate_id").execute()
    expect(rows).toHaveLength(1)
    const audited = await companies.db
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .where("reference", "=", "AL-1")
      .execute()
    expect(audited.map((row) => row.action)).toEqual(["certificate.report", "certificate.report-replaced"])
    expect(audited[1].detail).toContain(sha256(pdf("second, signed")))
    expect(await upload("BE-1", pdf("beta"), "BE-1.pdf").then((answer) => answer.status)).toBe(200)
  })

  test("the upload refuses a non-PDF named .pdf, an oversized file, an unknown number, a client or foreign caller", async () => {
    expect((await upload("AL-2", PNG, "scan.pdf")).status).toBe(400)
    expect((await upload("AL-2", Buffer.from("just text, not a report\n"), "report.pdf")).status).toBe(400)
    const oversized = Buffer.concat([pdf("big"), Buffer.alloc(REPORT_MAX_BYTES)])
    expect((await upload("AL-2", oversized, "big.pdf")).status).toBe(413)
    expect((await upload("XX-404", pdf("none"), "none.pdf")).status).toBe(404)
    expect((await upload("AL-2", pdf("x"), "x.pdf", { cookie: companies.alpha.cookie })).status).toBe(401)
    expect((await upload("AL-2", pdf("x"), "x.pdf", { cookie: "" })).status).toBe(401)
    expect((await upload("AL-2", pdf("x"), "x.pdf", { origin: "https://evil.example" })).status).toBe(403)
    expect(await companies.db.selectFrom("certificate_reports").select("id").execute()).toHaveLength(2)
  })

  test("the history says which certificates have a report; a member downloads it, and the download is logged", async () => {
    const history = await companies.server.fetch(`${companies.server.base}${REGISTER_HISTORY_PATH}?number=AL-1`, {
      headers: { cookie: member },
    })
    const { certificates } = historyReply.parse(await history.json())
    expect(certificates.map((one) => [one.number, one.report?.sha256 ?? null])).toEqual([
      ["AL-1", sha256(pdf("second, signed"))],
    ])
    // The register's card says so too, so the PDF is one click away (issue 64, P9).
    const page = await companies.server.fetch(`${companies.server.base}${REGISTER_PATH}`, {
      headers: { cookie: member },
    })
    const { items } = registerPageReply.parse(await page.json())
    expect(items.filter((item) => item.hasReport).map((item) => item.number)).toEqual(["AL-1"])
    expect(items.length).toBeGreaterThan(1)
    const answer = await download("AL-1", member)
    expect(answer.status).toBe(200)
    expect(answer.headers.get("content-type")).toBe("application/pdf")
    expect(answer.headers.get("content-disposition")).toBe(
      `attachment; filename="AL-1 signed.pdf"; filename*=UTF-8''AL-1%20signed.pdf`,
    )
    expect(answer.headers.get("cache-control")).toBe("no-store")
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff")
    expect(Buffer.from(await answer.arrayBuffer()).equals(pdf("second, signed"))).toBe(true)
    const logged = await companies.db
      .selectFrom("client_company_log")
      .select(["company_id", "actor_name", "event", "detail"])
      .where("event", "=", "report-download")
      .execute()
    expect(logged).toEqual([
      { company_id: companies.alpha.id, actor_name: "karim.nabil", event: "report-download", detail: "AL-1" },
    ])
  })

  test("another company's report answers exactly as a number that does not exist; anonymous and staff get 401", async () => {
    const foreign = await download("BE-1", companies.alpha.cookie)
    const missing = await download("XX-404", companies.alpha.cookie)
    const none = await download("AL-2", companies.alpha.cookie)
    expect([foreign.status, missing.status, none.status]).toEqual([404, 404, 404])
    const texts = await Promise.all([foreign.text(), missing.text(), none.text()])
    expect(new Set(texts).size).toBe(1)
    expect((await download("AL-1", "")).status).toBe(401)
    expect((await download("AL-1", companies.staff)).status).toBe(401)
    const downloads = await companies.db
      .selectFrom("client_company_log")
      .select("id")
      .where("event", "=", "report-download")
      .execute()
    expect(downloads).toHaveLength(1)
  })

  test("the administrator reads the log newest first: sign-ins, invitations, downloads, role changes, removals", async () => {
    const members = await clientCall(companies.server, "/organization/list-members", {
      method: "GET",
      cookie: companies.alpha.cookie,
    })
    const listed = (await members.json()) as { members: { id: string; user: { email: string } }[] }
    const colleague = listed.members.find((one) => one.user.email === ALPHA_MEMBER.email)!
    const changed = await clientCall(companies.server, "/organization/update-member-role", {
      json: { memberId: colleague.id, role: "owner" },
      cookie: companies.alpha.cookie,
    })
    expect(changed.status).toBe(200)
    await clientCall(companies.server, "/organization/update-member-role", {
      json: { memberId: colleague.id, role: "member" },
      cookie: companies.alpha.cookie,
    })
    // A colleague invited, accepted and removed; another invited and the invitation cancelled.
    const NOUR = { email: "nour@alpha-drilling.test", password: "Cl1ent-nour-Pass!2026" }
    await clientCall(companies.server, "/organization/invite-member", {
      json: { email: NOUR.email, role: "member" },
      cookie: companies.alpha.cookie,
    })
    expect((await acceptAsNewAccount(companies.server, companies.db, NOUR)).accepted.status).toBe(200)
    const removed = await clientCall(companies.server, "/organization/remove-member", {
      json: { memberIdOrEmail: NOUR.email },
      cookie: companies.alpha.cookie,
    })
    expect(removed.status).toBe(200)
    const pending = await clientCall(companies.server, "/organization/invite-member", {
      json: { email: "rana@alpha-drilling.test", role: "owner" },
      cookie: companies.alpha.cookie,
    })
    const { id: invitationId } = (await pending.json()) as { id: string }
    await clientCall(companies.server, "/organization/cancel-invitation", {
      json: { invitationId },
      cookie: companies.alpha.cookie,
    })

    const { status, body } = await log(companies.alpha.cookie)
    expect(status).toBe(200)
    const events = body.entries.map((entry) => [entry.event, entry.actorName, entry.detail])
    expect(events).toEqual([
      ["invitation-cancelled", "Alpha Drilling", "rana@alpha-drilling.test (owner)"],
      ["invitation-sent", "Alpha Drilling", "rana@alpha-drilling.test (owner)"],
      ["member-removed", "Alpha Drilling", "nour"],
      ["invitation-accepted", "nour", null],
      ["invitation-sent", "Alpha Drilling", "nour@alpha-drilling.test (member)"],
      ["role-changed", "Alpha Drilling", "karim.nabil: member"],
      ["role-changed", "Alpha Drilling", "karim.nabil: owner"],
      ["report-download", "karim.nabil", "AL-1"],
      // An invitee signs in before accepting, a member of no company yet: the sign-in is in no company's log.
      ["invitation-accepted", "karim.nabil", null],
      ["invitation-sent", "Alpha Drilling", `${ALPHA_MEMBER.email} (member)`],
      ["invitation-accepted", "Alpha Drilling", null],
    ])
    // Nothing of the other company, and no secret.
    expect(JSON.stringify(body)).not.toMatch(/beta|sara|password|token/i)
    expect((await log(companies.beta.cookie)).body.entries.map((entry) => entry.event)).toEqual(["invitation-accepted"])
  })

  test("a member, a staff session and an anonymous caller cannot read the log", async () => {
    expect((await log(member)).status).toBe(403)
    expect((await log(companies.staff)).status).toBe(401)
    expect((await log("")).status).toBe(401)
    expect((await log(companies.alpha.cookie, `?companyId=${companies.beta.id}`)).status).toBe(400)
  })

  test("a successful sign-in is logged in each company of the account; a failed one is not", async () => {
    const before = (await log(companies.alpha.cookie)).body.entries.length
    await clientCall(companies.server, "/sign-in/email", { json: { ...ALPHA_MEMBER, password: "wrong-Pass-2026!" } })
    expect((await log(companies.alpha.cookie)).body.entries.length).toBe(before)
    const signedIn = await clientCall(companies.server, "/sign-in/email", { json: ALPHA_MEMBER })
    expect(signedIn.status).toBe(200)
    const [latest] = (await log(companies.alpha.cookie)).body.entries
    expect([latest.event, latest.actorName]).toEqual(["sign-in", "karim.nabil"])
  })

  test("the log pages by 50, newest first, without a gap or a repeat", async () => {
    const at = TEST_NOW.toISOString()
    await companies.db
      .insertInto("client_company_log")
      .values(
        Array.from({ length: COMPANY_LOG_PAGE_SIZE + 7 }, (_, index) => ({
          company_id: companies.alpha.id,
          at,
          actor_id: null,
          actor_name: `Paging ${index}`,
          event: "sign-in" as const,
          detail: null,
        })),
      )
      .execute()
    const first = await log(companies.alpha.cookie)
    expect(first.body.entries).toHaveLength(COMPANY_LOG_PAGE_SIZE)
    expect(first.body.next).not.toBeNull()
    const second = await log(companies.alpha.cookie, `?after=${first.body.next}`)
    const ids = [...first.body.entries, ...second.body.entries].map((entry) => entry.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    expect(new Set(ids).size).toBe(ids.length)
    const total = await companies.db
      .selectFrom("client_company_log")
      .select("id")
      .where("company_id", "=", companies.alpha.id)
      .execute()
    expect(ids).toHaveLength(total.length)
    expect(second.body.next).toBeNull()
  })
})
