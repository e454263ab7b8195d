/** @jest-environment node */
import crypto from "node:crypto"
import { GUARD_CODES } from "../../src/lib/api-error"
import { SCAN_MAX_BYTES, authorisationsReply, type NewAuthorisation } from "../../src/lib/authorisation-replies"
import { staffAuthorisationScanApi, staffAuthorisationsApi } from "../../src/lib/inspect-paths"
import { twoCompaniesForTests } from "../../testing/client-companies"
import { STAFF, createAccounts, signIn, staffCall, staffEnvOf } from "../../testing/staff"
import { STORAGE_KINDS, databasesForTests } from "../../testing/test-databases"

jest.setTimeout(180_000)

// The scan of the certificate behind a record of authorisation (issue 62), through the composed routes on both
// databases: an administrator attaches a PDF, JPEG or PNG (by its bytes, 10 MB at most), a new one replaces it,
// the person's list names it, staff download the same bytes; nobody else attaches one, and no other path reaches it.

const databases = databasesForTests("authorisation-scan-")
const HANY = { ...STAFF, email: "hany.inspector@inspection.test", name: "Hany Youssef" }
const RANIA = { ...STAFF, email: "rania.inspector@inspection.test", name: "Rania Adel" }

const LEEA: NewAuthorisation = {
  ...{ kind: "thorough-examination", method: null, level: null, capability: "examine", scheme: "leea" },
  ...{ certificateNumber: "LEEA-0051234", issuer: "LEEA", validFrom: "2025-01-01", validUntil: "2027-12-31" },
  visionTestOn: null,
}
// The smallest files file-type calls a PDF and a PNG.
const pdf = (tag: string) => Buffer.from(`%PDF-1.4\n1 0 obj << /Title (${tag}) >> endobj\ntrailer << >>\n%%EOF\n`)
const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex")
const sha256 = (bytes: Buffer | ArrayBuffer) =>
  crypto
    .createHash("sha256")
    .update(Buffer.from(bytes as ArrayBuffer))
    .digest("hex")

describe.each(STORAGE_KINDS)("the scan of an authorisation's certificate on %s", (kind) => {
  const companies = twoCompaniesForTests(databases, kind, [
    ["Delta Lifting", { email: "owner@delta-lifting.test", password: "Delta-Owner-2026!x" }],
    ["Nile Marine", { email: "owner@nile-marine.test", password: "Nile-Owner-2026!xy" }],
  ])
  let hany: string
  let hanyId: string
  let raniaId: string
  let hanyRecord: string
  let raniaRecord: string

  const call = (path: string, cookie: string, init: Parameters<typeof staffCall>[2] = {}) =>
    staffCall(companies.server, path, { ...init, headers: { cookie, ...init.headers } })
  const upload = (
    userId: string,
    authorisationId: string,
    bytes: Buffer,
    name: string,
    { cookie = companies.staffAdmin, headers = {} }: { cookie?: string; headers?: Record<string, string> } = {},
  ) => {
    const form = new FormData()
    form.append("attachments", new Blob([new Uint8Array(bytes)]), name)
    return call(staffAuthorisationScanApi.to({ userId, authorisationId }), cookie, {
      method: "PUT",
      body: form,
      headers,
    })
  }
  const recorded = async (userId: string) => {
    const answer = await call(staffAuthorisationsApi.to({ userId }), companies.staffAdmin, {
      method: "POST",
      json: LEEA,
    })
    expect(answer.status).toBe(201)
    return ((await answer.json()) as { id: string }).id
  }
  const listed = async (userId: string) =>
    authorisationsReply.parse(await (await call(staffAuthorisationsApi.to({ userId }), companies.staff)).json())
      .authorisations
  const errorOf = async (answer: Response) => (await answer.json()) as { error: string; code?: string }

  beforeAll(async () => {
    await createAccounts(
      [
        [HANY, "inspector"],
        [RANIA, "inspector"],
      ],
      staffEnvOf(databases, kind),
    )
    hany = (await signIn(companies.server, HANY)).cookie
    const users = await companies.db.selectFrom("user").select(["id", "email"]).execute()
    const ids = Object.fromEntries(users.map((user) => [user.email, user.id]))
    hanyId = ids[HANY.email]
    raniaId = ids[RANIA.email]
    hanyRecord = await recorded(hanyId)
    raniaRecord = await recorded(raniaId)
  })

  test("an administrator attaches a scan, the list names it, staff download the same bytes; a new one replaces it", async () => {
    expect((await listed(hanyId)).map((record) => record.scan)).toEqual([null])
    const first = await upload(hanyId, hanyRecord, PNG, "LEEA card.png")
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ scan: { name: "LEEA card.png", size: PNG.length } })
    const certificate = pdf("LEEA 0051234, Hany Youssef")
    const second = await upload(hanyId, hanyRecord, certificate, "LEEA 0051234 شهادة.pdf")
    expect(second.status).toBe(200)
    expect((await listed(hanyId)).map((record) => record.scan)).toEqual([
      { name: "LEEA 0051234 شهادة.pdf", size: certificate.length },
    ])
    // Staff (not only administrators) download it, as an attachment never shown in the site's origin.
    const answer = await call(
      staffAuthorisationScanApi.to({ userId: hanyId, authorisationId: hanyRecord }),
      companies.staff,
    )
    expect(answer.status).toBe(200)
    expect(answer.headers.get("content-type")).toBe("application/pdf")
    expect(answer.headers.get("content-disposition")).toBe(
      `attachment; filename="LEEA 0051234 _____.pdf"; filename*=UTF-8''LEEA%200051234%20${encodeURIComponent("شهادة")}.pdf`,
    )
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff")
    expect(sha256(await answer.arrayBuffer())).toBe(sha256(certificate))
    // One scan a record: the first is gone, bytes and all; both uploads are in the audit log.
    expect(await companies.db.selectFrom("authorisation_scans").select("id").execute()).toHaveLength(1)
    const chunks = await companies.db.selectFrom("authorisation_scan_chunks").select("scan_id").execute()
    expect(chunks).toHaveLength(1)
    const audited = await companies.db
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .where("action", "like", "authorisation scan%")
      .orderBy("id")
      .execute()
    expect(audited.map((entry) => entry.action)).toEqual(["authorisation scan attached", "authorisation scan replaced"])
    expect(audited[1].detail).toContain(sha256(certificate))
  })

  test("a text file named .pdf and an oversized scan are refused, saying why", async () => {
    const text = await upload(raniaId, raniaRecord, Buffer.from("Certificate LEEA-0051234, typed\n"), "certificate.pdf")
    expect(text.status).toBe(400)
    expect((await errorOf(text)).error).toBe(
      'Attach one scan of the certificate, a PDF, JPEG or PNG file, in the field "attachments".',
    )
    // A PDF's bytes named .png: the name must say what the bytes are.
    expect((await upload(raniaId, raniaRecord, pdf("x"), "certificate.png")).status).toBe(400)
    const big = await upload(raniaId, raniaRecord, Buffer.concat([pdf("big"), Buffer.alloc(SCAN_MAX_BYTES)]), "big.pdf")
    expect(big.status).toBe(413)
    expect((await errorOf(big)).error).toBe("A scan may be 10 MB at most.")
    expect((await listed(raniaId)).map((record) => record.scan)).toEqual([null])
  })

  test("anonymous callers, staff, inspectors, a foreign Origin and another person's record attach nothing", async () => {
    const refused = async (answer: Response, status: number, code?: string) => {
      expect(answer.status).toBe(status)
      if (code) expect((await errorOf(answer)).code).toBe(code)
    }
    await refused(await upload(raniaId, raniaRecord, pdf("a"), "a.pdf", { cookie: "" }), 401)
    await refused(await upload(raniaId, raniaRecord, pdf("a"), "a.pdf", { cookie: companies.alpha.cookie }), 401)
    await refused(
      await upload(raniaId, raniaRecord, pdf("a"), "a.pdf", { cookie: companies.staff }),
      403,
      GUARD_CODES.adminOnly,
    )
    await refused(await upload(hanyId, hanyRecord, pdf("a"), "a.pdf", { cookie: hany }), 403, GUARD_CODES.wrongRole)
    await refused(
      await upload(raniaId, raniaRecord, pdf("a"), "a.pdf", { headers: { origin: "https://evil.example" } }),
      403,
      GUARD_CODES.foreignOrigin,
    )
    // Hany's record under Rania's id, either way, is no record of hers: nothing is stored, nothing is read.
    await refused(await upload(raniaId, hanyRecord, pdf("a"), "a.pdf"), 404)
    const download = (userId: string, authorisationId: string, cookie: string, headers = {}) =>
      call(staffAuthorisationScanApi.to({ userId, authorisationId }), cookie, { headers })
    await refused(await download(raniaId, hanyRecord, companies.staff), 404)
    await refused(await download(hanyId, hanyRecord, ""), 401)
    await refused(await download(hanyId, hanyRecord, hany), 403, GUARD_CODES.wrongRole)
    await refused(await download(hanyId, hanyRecord, companies.staff, { "sec-fetch-site": "cross-site" }), 403)
    await refused(await download(raniaId, raniaRecord, companies.staff), 404)
    expect((await listed(raniaId)).map((record) => record.scan)).toEqual([null])
  })

  test("the scan goes with its record's account", async () => {
    expect(await companies.db.selectFrom("authorisation_scans").select("id").execute()).toHaveLength(1)
    await companies.db.deleteFrom("user").where("id", "=", hanyId).execute()
    expect(await companies.db.selectFrom("authorisation_scans").select("id").execute()).toEqual([])
    expect(await companies.db.selectFrom("authorisation_scan_chunks").select("scan_id").execute()).toEqual([])
  })
})
