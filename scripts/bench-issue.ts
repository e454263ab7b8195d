import { randomUUID } from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import sharp from "sharp"
import { readReportForms } from "../content/report-forms"
import { recordAuthorisation } from "../server/inspect/authorisation-store"
import { PHOTO_CHUNK_BYTES } from "../server/inspect/photo-upload-store"
import { STAFF_JOBS_API, inspectReportApi, staffAuthoriseReportApi } from "../src/lib/inspect-paths"
import type { ReportDraft } from "../src/lib/inspect-replies"
import { storeExaminerAuthorisations } from "../testing/authorisations"
import { startConfiguredServer } from "../testing/configured-server"
import { startThrowawayPostgres } from "../testing/postgres"
import { completeValues } from "../testing/report-values"
import { STAFF, createAccounts, signIn, staffCall, staffServerEnv } from "../testing/staff"
import { TEST_NOW } from "../testing/test-clock"

// `npm run bench:issue` (issue 62): authorising a thorough-examination report with 20 photos (about 250 KB JPEGs at
// 1,600 px, as the app makes them) through the composed server (inject), on SQLite and PostgreSQL: the PDF written
// and signed, the record, its label code, the register's item and the mail queued, in one step. Prints p50/p95 of
// the authorise call and the PDF's size (targets: p95 within 3 s, PDF within 5 MB). A benchmark to read, not a test.
const RUNS = 20
const WARM_UPS = 2
const PHOTOS = 20
const INSPECTOR = { ...STAFF, email: "bench.inspector@inspection.test", name: "Bench Inspector" }
const REVIEWER = { ...STAFF, email: "bench.reviewer@inspection.test", name: "Bench Reviewer" }
const form = readReportForms().en.find((one) => one.kind === "thorough-examination")!

// Photographs' worth of detail: noise, softened, so that JPEG keeps about what a phone photo keeps.
const photo = (n: number) =>
  sharp({
    create: {
      ...{ width: 1600, height: 1200, channels: 3 },
      ...{ background: `hsl(${n * 17}, 40%, 50%)`, noise: { type: "gaussian", mean: 110 + n, sigma: 24 } },
    },
  })
    .blur(1)
    .jpeg({ quality: 78 })
    .toBuffer()

const percentile = (times: number[], share: number) =>
  [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(times.length * share))]

async function measure(name: string, dataDir: string, jpegs: Buffer[], databaseUrl?: string) {
  const env = { ...staffServerEnv(dataDir, databaseUrl), LOG_LEVEL: "warn" }
  await createAccounts(
    [
      [INSPECTOR, "inspector"],
      [REVIEWER, "staff"],
    ],
    env,
  )
  const server = await startConfiguredServer(env)
  try {
    const stamp = TEST_NOW.toISOString()
    const day = stamp.slice(0, 10)
    await server.db
      .insertInto("client_company")
      .values({ id: "bench-co", name: "Bench Co", nameAr: "Bench Co", slug: "bench-co", createdAt: stamp } as never)
      .execute()
    const reviewer = (await signIn(server, REVIEWER)).cookie
    const inspector = (await signIn(server, INSPECTOR)).cookie
    const idOf = async (email: string) =>
      (await server.db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id
    const inspectorId = await idOf(INSPECTOR.email)
    await storeExaminerAuthorisations(server.db, inspectorId, day)
    await recordAuthorisation(
      server.db,
      await idOf(REVIEWER.email),
      {
        ...{ kind: "thorough-examination", method: null, level: null, capability: "review", scheme: "leea" },
        ...{ certificateNumber: "LEEA-R-1", issuer: "LEEA", validFrom: "2025-01-01", validUntil: "2028-12-31" },
        visionTestOn: null,
      },
      { id: "bench", name: "Bench" },
      TEST_NOW,
    )
    const made = await staffCall(server, STAFF_JOBS_API, {
      method: "POST",
      headers: { cookie: reviewer },
      json: { companyId: "bench-co", site: "Rig 7", day, kinds: ["thorough-examination"], inspectorIds: [inspectorId] },
    })
    const { id: jobId } = (await made.json()) as { id: string }

    // A submitted report with its 20 photos uploaded (stored as a finished tus upload stores them).
    const submitted = async (n: number) => {
      const reportId = randomUUID()
      const photos = jpegs.map((_, index) => ({
        ...{ id: randomUUID(), fieldId: "photos", caption: `View ${index + 1} of the chain block` },
        uploadId: randomUUID(),
      }))
      for (const [index, one] of photos.entries()) {
        const bytes = jpegs[index]
        await server.db
          .insertInto("photo_uploads")
          .values({
            ...{ id: one.uploadId, user_id: inspectorId, report_id: reportId, photo_id: one.id, size: bytes.length },
            ...{ received: bytes.length, chunks: Math.ceil(bytes.length / PHOTO_CHUNK_BYTES), metadata: "{}" },
            ...{ created_at: stamp, finished_at: stamp },
            type: "image/jpeg",
          })
          .execute()
        // In chunks as tus stores them.
        const chunks = Array.from({ length: Math.ceil(bytes.length / PHOTO_CHUNK_BYTES) }, (_, seq) => ({
          ...{ upload_id: one.uploadId, seq },
          data: bytes.subarray(seq * PHOTO_CHUNK_BYTES, (seq + 1) * PHOTO_CHUNK_BYTES),
        }))
        await server.db.insertInto("photo_upload_chunks").values(chunks).execute()
      }
      const report: ReportDraft = {
        ...{ jobId, kind: "thorough-examination", itemKey: null, photos, baseVersion: 0, submitted: true },
        newItem: { item: "Chain block 5 t", serial: `CB-${name}-${n}` },
        values: { ...completeValues(form, photos.map((one) => one.id)), examinationDate: day, photos: photos.map((one) => one.id) },
      }
      const saved = await staffCall(server, inspectReportApi.to({ reportId }), {
        method: "PUT",
        headers: { cookie: inspector },
        json: report,
      })
      if (saved.status !== 200) throw new Error(`a report answered ${saved.status}: ${await saved.text()}`)
      return reportId
    }
    const times: number[] = []
    const sizes: number[] = []
    for (let n = 0; n < WARM_UPS + RUNS; n++) {
      const reportId = await submitted(n)
      const started = performance.now()
      const answer = await staffCall(server, staffAuthoriseReportApi.to({ reportId }), {
        method: "POST",
        headers: { cookie: reviewer },
        json: { version: 1 },
      })
      const took = performance.now() - started
      if (answer.status !== 200) throw new Error(`authorising answered ${answer.status}: ${await answer.text()}`)
      const { number } = (await answer.json()) as { number: string }
      const file = await server.db
        .selectFrom("certificate_reports")
        .innerJoin("certificates", "certificates.id", "certificate_reports.certificate_id")
        .select("certificate_reports.size")
        .where("certificates.number", "=", number)
        .executeTakeFirstOrThrow()
      if (n >= WARM_UPS) {
        times.push(took)
        sizes.push(Number(file.size))
      }
    }
    const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(2)
    console.log(
      `${name}: ${RUNS} reports authorised, ${PHOTOS} photos each: p50 ${percentile(times, 0.5).toFixed(0)} ms, ` +
        `p95 ${percentile(times, 0.95).toFixed(0)} ms (target 3,000 ms); PDF ${megabytes(Math.min(...sizes))}–` +
        `${megabytes(Math.max(...sizes))} MB (target 5 MB)`,
    )
  } finally {
    await server.close()
  }
}

async function main() {
  const jpegs = await Promise.all(Array.from({ length: PHOTOS }, (_, n) => photo(n)))
  const average = jpegs.reduce((sum, one) => sum + one.length, 0) / jpegs.length / 1024
  console.log(`${PHOTOS} photos of 1,600 × 1,200 px, ${average.toFixed(0)} KB each on average`)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-issue-"))
  const postgres = await startThrowawayPostgres()
  try {
    await measure("SQLite", path.join(dir, "sqlite"), jpegs)
    await measure("PostgreSQL", path.join(dir, "postgres"), jpegs, postgres.url)
  } finally {
    await postgres.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

void main()
