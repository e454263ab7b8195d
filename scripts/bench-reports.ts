import { randomUUID } from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { INSPECT_FORMS_API, STAFF_JOBS_API, inspectReportApi } from "../src/lib/inspect-paths"
import { inspectFormsReply, type ReportDraft } from "../src/lib/inspect-replies"
import type { ReportForm } from "../src/lib/report-form-schema"
import { storeExaminerAuthorisations } from "../testing/authorisations"
import { startConfiguredServer } from "../testing/configured-server"
import { startThrowawayPostgres } from "../testing/postgres"
import { STAFF, createAccounts, signIn, staffCall, staffServerEnv } from "../testing/staff"
import { completeValues } from "../testing/report-values"
import { TEST_NOW } from "../testing/test-clock"

// `npm run bench:reports`: 1,000 thorough-examination reports, each complete and marked finished with 20 photos
// (their ids and captions: the bytes travel by tus beforehand), sent in through the composed server (inject) by an
// inspector assigned to the job, on SQLite and PostgreSQL; then 1,000 edits of them on their versions. Prints the
// server's p50/p95 per submission (target: p95 within 200 ms). A benchmark to read, not a timed test.
const REPORTS = 1_000
const PHOTOS = 20
const INSPECTOR = { ...STAFF, email: "bench.inspector@inspection.test", name: "Bench Inspector" }

const completeReport = (form: ReportForm, jobId: string): ReportDraft => {
  const photos = Array.from({ length: PHOTOS }, (_, n) => ({
    id: randomUUID(),
    fieldId: "photos",
    caption: `View ${n + 1} of the item`,
    uploadId: randomUUID(),
  }))
  const ids = photos.map((photo) => photo.id)
  return {
    jobId,
    kind: form.kind,
    itemKey: "OC-10-4411",
    newItem: null,
    values: completeValues(form, ids),
    photos,
    baseVersion: 0,
    submitted: true,
  }
}

const percentile = (times: number[], share: number) =>
  [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(times.length * share))].toFixed(1)

async function measure(name: string, dataDir: string, databaseUrl?: string) {
  const env = { ...staffServerEnv(dataDir, databaseUrl), LOG_LEVEL: "warn" }
  await createAccounts(
    [
      [INSPECTOR, "inspector"],
      [{ ...STAFF, email: `office.${name.toLowerCase()}@inspection.test` }, "staff"],
    ],
    env,
  )
  const server = await startConfiguredServer(env)
  try {
    const stamp = TEST_NOW.toISOString()
    await server.db
      .insertInto("client_company")
      .values({ id: "bench-co", name: "Bench Co", nameAr: "Bench Co", slug: "bench-co", createdAt: stamp } as never)
      .execute()
    const office = (await signIn(server, { ...STAFF, email: `office.${name.toLowerCase()}@inspection.test` })).cookie
    const inspector = (await signIn(server, INSPECTOR)).cookie
    const inspectorId = (
      await server.db.selectFrom("user").select("id").where("email", "=", INSPECTOR.email).executeTakeFirstOrThrow()
    ).id
    // Issue 62: only an inspector authorised for the kind on the job's day submits.
    await storeExaminerAuthorisations(server.db, inspectorId, stamp.slice(0, 10))
    const made = await staffCall(server, STAFF_JOBS_API, {
      method: "POST",
      headers: { cookie: office },
      json: {
        companyId: "bench-co",
        site: "Rig 7",
        day: stamp.slice(0, 10),
        kinds: ["thorough-examination"],
        inspectorIds: [inspectorId],
      },
    })
    const { id: jobId } = (await made.json()) as { id: string }
    // The form as the app gets it.
    const forms = await staffCall(server, INSPECT_FORMS_API, { headers: { cookie: inspector } })
    const form = inspectFormsReply.parse(await forms.json()).en.find((one) => one.kind === "thorough-examination")!
    const send = async (id: string, report: ReportDraft) => {
      const started = performance.now()
      const answer = await staffCall(server, inspectReportApi.to({ reportId: id }), {
        method: "PUT",
        headers: { cookie: inspector },
        json: report,
      })
      const took = performance.now() - started
      if (answer.status !== 200) throw new Error(`a report answered ${answer.status}: ${await answer.text()}`)
      return took
    }
    const reports = Array.from({ length: REPORTS }, () => [randomUUID(), completeReport(form, jobId)] as const)
    const bytes = Buffer.byteLength(JSON.stringify(reports[0][1]))
    const created: number[] = []
    for (const [id, report] of reports) created.push(await send(id, report))
    const edited: number[] = []
    for (const [id, report] of reports) {
      edited.push(await send(id, { ...report, baseVersion: 1, values: { ...report.values, remarks: "Edited." } }))
    }
    console.log(
      `${name}: ${REPORTS} new reports (${PHOTOS} photos each, ${(bytes / 1024).toFixed(1)} KB of JSON) p50 ` +
        `${percentile(created, 0.5)} ms, p95 ${percentile(created, 0.95)} ms; ${REPORTS} edits on their versions p50 ` +
        `${percentile(edited, 0.5)} ms, p95 ${percentile(edited, 0.95)} ms (target p95 200 ms)`,
    )
  } finally {
    await server.close()
  }
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-reports-"))
  const postgres = await startThrowawayPostgres()
  try {
    await measure("SQLite", path.join(dir, "sqlite"))
    await measure("PostgreSQL", path.join(dir, "postgres"), postgres.url)
  } finally {
    await postgres.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

void main()
