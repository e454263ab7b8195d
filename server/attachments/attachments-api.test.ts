/** @jest-environment node */
import crypto from "node:crypto"
import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import type { Kysely } from "kysely"
import type { Database } from "../storage/schema"
import { countRows, startRequestApp, storedQuote, validQuote, type RequestApp } from "../../testing/quote-app"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { TEST_NOW } from "../../testing/test-clock"
import { filesHolding } from "../../testing/erased-copies"
import {
  largePdf,
  multipartBody,
  sampleDxf,
  sampleExe,
  samplePdf,
  samplePng,
  type Upload,
} from "../../testing/attachment-files"
import { MB } from "../../src/lib/attachment-rules"
import { SYSTEM } from "../staff/audit"
import { erasePerson, exportPerson } from "../staff/person-data"
import { requestsForExport } from "../staff/requests-query"
import { toCsv } from "../csv/requests-csv"
import { attachmentBytes, attachmentsOf } from "./attachment-store"

jest.setTimeout(120_000)

const databases = databasesForTests("attachments-")

const sha256 = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex")

describe.each(STORAGE_KINDS)("quote requests with files on %s", (kind) => {
  let db: Kysely<Database>
  let api: RequestApp
  let dataDir: string

  beforeAll(async () => {
    dataDir = databases.dataDirOf(kind)
    db = await databases.open(kind)
    // A port: uploads are streamed over a real socket, and one is cut off mid-body.
    api = await startRequestApp({ db, dataDir, minFillMs: 0, port: true })
  })
  afterAll(async () => {
    await api?.close()
    await db?.destroy()
  })

  const post = (fields: Record<string, unknown>, files: Upload[], headers: Record<string, string> = {}) =>
    fetch(`${api.base}/api/quote`, {
      method: "POST",
      headers: { accept: "application/json", ...headers },
      body: multipartBody(fields, files),
    })

  async function expectNothingStored(request: () => Promise<Response>) {
    const before = await countRows(db)
    const response = await request()
    expect(await countRows(db)).toEqual(before)
    expect(fs.readdirSync(path.join(dataDir, "uploads"))).toEqual([])
    return response
  }

  test("a request with a PDF and a PNG is stored with both, byte for byte, with their digests", async () => {
    const pdf = samplePdf(`pdf-${kind}`)
    const png = samplePng(`png-${kind}`)
    const response = await post(
      validQuote({
        email: `files.${kind}@example.com`,
        siteKind: "offshore",
        site: "West Nile Delta, rig Adriatic IX",
        neededBy: "2099-01-31",
      }),
      [
        { name: "isometric-L-104.pdf", bytes: pdf, type: "application/pdf" },
        { name: "nameplate.png", bytes: png, type: "image/png" },
      ],
    )
    expect(response.status).toBe(201)
    const { reference } = (await response.json()) as { reference: string }
    const quote = await storedQuote(db, reference)
    expect(quote).toMatchObject({
      site_kind: "offshore",
      site: "West Nile Delta, rig Adriatic IX",
      needed_by: "2099-01-31",
    })
    const files = await attachmentsOf(db, [quote.id])
    expect(files.map(({ name, size, type, sha256: digest }) => ({ name, size, type, digest }))).toEqual([
      { name: "isometric-L-104.pdf", size: pdf.length, type: "application/pdf", digest: sha256(pdf) },
      { name: "nameplate.png", size: png.length, type: "image/png", digest: sha256(png) },
    ])
    expect((await attachmentBytes(db, files[0].id)).equals(pdf)).toBe(true)
    expect((await attachmentBytes(db, files[1].id)).equals(png)).toBe(true)
    // The temporary files are gone once the request is stored.
    expect(fs.readdirSync(path.join(dataDir, "uploads"))).toEqual([])
  })

  test("a DXF drawing is accepted as text; a file larger than 1 chunk comes back whole", async () => {
    const big = largePdf(3 * MB + 17)
    const response = await post(validQuote(), [
      { name: "tank-T-301.dxf", bytes: sampleDxf() },
      { name: "itp.pdf", bytes: big },
    ])
    expect(response.status).toBe(201)
    const quote = await storedQuote(db, ((await response.json()) as { reference: string }).reference)
    const files = await attachmentsOf(db, [quote.id])
    expect(files.map((file) => file.type)).toEqual(["image/vnd.dxf", "application/pdf"])
    expect((await attachmentBytes(db, files[1].id)).equals(big)).toBe(true)
  })

  test("a renamed executable is refused, named, in the visitor's language; nothing is stored", async () => {
    const response = await expectNothingStored(() =>
      post(validQuote(), [
        { name: "datasheet.pdf", bytes: samplePdf() },
        { name: "tank-datasheet.pdf", bytes: sampleExe(), type: "application/pdf" },
      ]),
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      errors: { attachments: "tank-datasheet.pdf: this kind of file is not accepted" },
    })
    const arabic = await post({ ...validQuote(), locale: "ar" }, [{ name: "setup.exe", bytes: sampleExe() }])
    expect(await arabic.json()).toEqual({ errors: { attachments: "setup.exe: هذا النوع من الملفات غير مقبول" } })
  })

  test("a PNG named .pdf is refused: the name must say the kind the bytes are", async () => {
    const response = await expectNothingStored(() => post(validQuote(), [{ name: "report.pdf", bytes: samplePng() }]))
    expect(await response.json()).toEqual({
      errors: { attachments: "report.pdf: its content is not the kind its name says" },
    })
  })

  test("a 21 MB file is refused without being stored whole", async () => {
    const response = await expectNothingStored(() =>
      post(validQuote(), [{ name: "drawings.pdf", bytes: largePdf(21 * MB) }]),
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      errors: { attachments: "drawings.pdf: more than 20 MB, the limit is 20 MB" },
    })
  })

  test("a sixth file is refused by name", async () => {
    const files = Array.from({ length: 6 }, (_, index) => ({ name: `sheet-${index + 1}.pdf`, bytes: samplePdf() }))
    const response = await expectNothingStored(() => post(validQuote(), files))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ errors: { attachments: "sheet-6.pdf: at most 5 files can be sent" } })
  })

  test("files together over 50 MB are refused", async () => {
    const files = [1, 2, 3].map((index) => ({ name: `part-${index}.pdf`, bytes: largePdf(19 * MB) }))
    const response = await expectNothingStored(() => post(validQuote(), files))
    expect(await response.json()).toEqual({ errors: { attachments: "part-3.pdf: the files together exceed 50 MB" } })
  })

  test("a broken multipart body is answered 400, and the server goes on answering", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${api.base}/api/quote`, {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=XYZ", accept: "application/json" },
      })
      request.on("response", (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
      })
      request.on("error", reject)
      request.end('--XYZ\r\nContent-Disposition: form-data; name="attachments"; filename="a.pdf"\r\n\r\n%PDF-1.4 trunc')
    })
    expect(status).toBe(400)
    expect((await fetch(`${api.base}/healthz`)).status).toBe(200)
    expect(fs.readdirSync(path.join(dataDir, "uploads"))).toEqual([])
  })

  test("a retry with the same Idempotency-Key and files stores one request with one set of files", async () => {
    const key = crypto.randomUUID()
    const files = [{ name: "crane-certificate.pdf", bytes: samplePdf(`retry-${kind}`) }]
    const before = Number(
      (await db.selectFrom("request_attachments").select(db.fn.countAll().as("n")).executeTakeFirstOrThrow()).n,
    )
    const answers = await Promise.all([1, 2, 3].map(() => post(validQuote(), files, { "idempotency-key": key })))
    const references = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { reference: string }).reference),
    )
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201])
    expect(new Set(references).size).toBe(1)
    const after = Number(
      (await db.selectFrom("request_attachments").select(db.fn.countAll().as("n")).executeTakeFirstOrThrow()).n,
    )
    expect(after - before).toBe(1)
    // The same key with other files is another request: refused.
    const other = await post(validQuote(), [{ name: "crane-certificate.pdf", bytes: samplePdf("other") }], {
      "idempotency-key": key,
    })
    expect(other.status).toBe(422)
  })

  test("a needed-by date in the past, or not a date, is refused by the shared schema", async () => {
    const past = await post(validQuote({ neededBy: "2020-01-01" }), [])
    expect(await past.json()).toEqual({ errors: { neededBy: "Please choose today or a later date." } })
    const json = await fetch(`${api.base}/api/quote`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validQuote({ neededBy: "2026-02-30", siteKind: "orbit" })),
    })
    expect(await json.json()).toEqual({
      errors: { neededBy: "Please enter a date as YYYY-MM-DD.", siteKind: "Please choose an option from the list." },
    })
  })

  test("export carries the files; the CSV counts them; erasure removes their bytes from every file under DATA_DIR", async () => {
    const email = `erase.${kind}@example.com`
    const marker = `ERASE-ME-${crypto.randomUUID()}`
    const pdf = samplePdf(marker)
    const response = await post(validQuote({ email }), [
      { name: "wps-pqr.pdf", bytes: pdf },
      { name: "weld-map.png", bytes: samplePng(marker) },
    ])
    expect(response.status).toBe(201)
    const { reference } = (await response.json()) as { reference: string }

    const exported = await exportPerson(db, SYSTEM, email, TEST_NOW)
    const files = exported.requests[0].files
    expect(files.map((file) => file.name)).toEqual(["wps-pqr.pdf", "weld-map.png"])
    expect(Buffer.from(files[0].base64, "base64").equals(pdf)).toBe(true)
    expect(files[0].sha256).toBe(sha256(pdf))

    const csv = toCsv(await requestsForExport(db, {}, TEST_NOW))
    expect(csv.split("\r\n")[0].endsWith(",files")).toBe(true)
    expect(
      csv
        .split("\r\n")
        .find((line) => line.startsWith(reference))!
        .endsWith(",2"),
    ).toBe(true)

    if (kind === "sqlite") {
      const holders = () => filesHolding(dataDir, marker)
      expect(holders().length).toBeGreaterThan(0)
      expect((await erasePerson(db, SYSTEM, email, TEST_NOW)).references).toEqual([reference])
      expect(holders()).toEqual([])
    } else {
      expect((await erasePerson(db, SYSTEM, email, TEST_NOW)).references).toEqual([reference])
    }
    const quote = await storedQuote(db, reference)
    expect(await attachmentsOf(db, [quote.id])).toEqual([])
    const chunks = await db.selectFrom("request_attachment_chunks").select("data").execute()
    expect(chunks.some((chunk) => Buffer.from(chunk.data).includes(marker))).toBe(false)
  })
})
