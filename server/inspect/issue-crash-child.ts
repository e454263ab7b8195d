import { readReportForms } from "../../content/report-forms"
import { loadLabelSigner } from "../certificates/label-signing"
import { loadContent } from "../content"
import { openDatabase } from "../storage/database"
import { readIntervals } from "./issue-facts"
import { issueReport } from "./issue-report"
import { renderReportPdf } from "./report-pdf"

// The process issue-crash.test.ts kills: it authorises one report against the test's database (DATA_DIR, and
// DATABASE_URL for PostgreSQL) and, once everything is written inside the issuing transaction, says "inside" and
// waits there for its SIGKILL. Run with tsx; ISSUE_* name the report, its version and the reviewer.
async function main() {
  const env = process.env
  const db = await openDatabase({ dataDir: env.DATA_DIR!, databaseUrl: env.DATABASE_URL })
  const now = new Date(env.ISSUE_NOW!)
  const outcome = await issueReport(
    {
      db,
      signer: loadLabelSigner(undefined, env.DATA_DIR!, now),
      render: renderReportPdf,
      forms: readReportForms(),
      intervals: readIntervals(),
      content: loadContent(),
      siteUrl: "https://www.inspection-eg.com",
      beforeCommit: async () => {
        process.stdout.write("inside\n")
        await new Promise(() => undefined)
      },
    },
    {
      reportId: env.ISSUE_REPORT_ID!,
      version: Number(env.ISSUE_VERSION),
      validUntil: null,
      reviewer: JSON.parse(env.ISSUE_REVIEWER!) as { id: string; name: string; role: string },
    },
    now,
  )
  // Reached only when the issue was refused before its transaction: the test reads why.
  process.stdout.write(`${JSON.stringify(outcome)}\n`)
  await db.destroy()
}

void main()
