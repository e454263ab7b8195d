/** @jest-environment node */
import type { Kysely } from "kysely"
import { validQuote } from "../../testing/quote-app"
import { startStaffApp, type StaffApp } from "../../testing/site-app"
import { STAFF, createAccounts, signIn, staffEnvOf } from "../../testing/staff"
import { multipartBody, samplePdf, samplePng } from "../../testing/attachment-files"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import type { Database } from "../storage/schema"
import { requestDetail, type RequestDetail } from "../../src/lib/staff-replies"

jest.setTimeout(120_000)

const databases = databasesForTests("download-")

type Listed = RequestDetail["attachments"][number]

describe.each(STORAGE_KINDS)("downloading a request's files on %s", (kind) => {
  let db: Kysely<Database>
  let server: StaffApp
  let reference: string
  const pdf = samplePdf(`download-${kind}`)
  const png = samplePng(`download-${kind}`)
  // A name in Arabic with spaces: RFC 5987 encodes it, the ASCII fallback replaces what it cannot say.
  const arabicName = "مخطط الخط 7.png"

  beforeAll(async () => {
    const env = staffEnvOf(databases, kind)
    db = await databases.open(kind)
    await createAccounts([[STAFF, "staff"]], env)
    server = await startStaffApp({ db, dialect: kind, dataDir: databases.dataDirOf(kind) })
    const response = await server.fetch(`${server.base}/api/quote`, {
      method: "POST",
      headers: { accept: "application/json" },
      body: multipartBody(validQuote({ email: `download.${kind}@example.com` }), [
        { name: "ut-thickness-survey.pdf", bytes: pdf },
        { name: arabicName, bytes: png },
      ]),
    })
    expect(response.status).toBe(201)
    reference = ((await response.json()) as { reference: string }).reference
  })
  afterAll(async () => {
    await server?.close()
    await db?.destroy()
  })

  test("staff see the files on the request and download them byte-identical, with the headers, audited", async () => {
    const { cookie } = await signIn(server, STAFF)
    const detail = requestDetail.parse(
      await (await server.fetch(`${server.base}/api/staff/requests/${reference}`, { headers: { cookie } })).json(),
    )
    expect(detail.attachments.map(({ name, size, type }) => ({ name, size, type }))).toEqual([
      { name: "ut-thickness-survey.pdf", size: pdf.length, type: "application/pdf" },
      { name: arabicName, size: png.length, type: "image/png" },
    ])
    for (const [file, bytes] of [
      [detail.attachments[0], pdf],
      [detail.attachments[1], png],
    ] as const) {
      expect(file.url).toBe(`/api/staff/requests/${reference}/attachments/${file.id}`)
      const response = await server.fetch(`${server.base}${file.url}`, { headers: { cookie } })
      expect(response.status).toBe(200)
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true)
      expect(response.headers.get("x-content-type-options")).toBe("nosniff")
      expect(response.headers.get("content-security-policy")).toBe("sandbox; default-src 'none'")
      expect(response.headers.get("cache-control")).toBe("no-store")
      expect(response.headers.get("content-type")).toBe(file.type)
    }
    const [first, second] = detail.attachments
    const disposition = async (file: Listed) =>
      (await server.fetch(`${server.base}${file.url}`, { headers: { cookie } })).headers.get("content-disposition")
    expect(await disposition(first)).toBe(
      `attachment; filename="ut-thickness-survey.pdf"; filename*=UTF-8''ut-thickness-survey.pdf`,
    )
    expect(await disposition(second)).toBe(
      `attachment; filename="____ ____ 7.png"; filename*=UTF-8''${encodeURIComponent(arabicName)}`,
    )
    const history = requestDetail.parse(
      await (await server.fetch(`${server.base}/api/staff/requests/${reference}`, { headers: { cookie } })).json(),
    )
    expect(history.history.filter((entry) => entry.action === "file downloaded").length).toBe(4)
  })

  test("anonymous downloads answer 401, another site's 403, another request's file 404", async () => {
    const { cookie } = await signIn(server, STAFF)
    const detail = requestDetail.parse(
      await (await server.fetch(`${server.base}/api/staff/requests/${reference}`, { headers: { cookie } })).json(),
    )
    const url = `${server.base}${detail.attachments[0].url}`
    expect((await server.fetch(url)).status).toBe(401)
    expect((await server.fetch(url, { headers: { cookie, origin: "https://evil.example" } })).status).toBe(403)
    expect((await server.fetch(url, { headers: { cookie, "sec-fetch-site": "cross-site" } })).status).toBe(403)
    const elsewhere = url.replace(reference, "Q-2000-000001")
    expect((await server.fetch(elsewhere, { headers: { cookie } })).status).toBe(404)
  })
})
