import type { FastifyInstance, FastifyRequest } from "fastify"
import type { Kysely } from "kysely"
import type { Clock } from "../clock"
import type { Dialect } from "../storage/migrations"
import type { Database } from "../storage/schema"
import { queueAccountMail } from "../storage/account-mail"
import type { Content } from "../content"
import { assignedMail } from "../mail/workspace-mails"
import { passwordLinkSender } from "./password-link-mail"
import type { LabelSigner } from "../certificates/label-signing"
import { certificateStaffRoutes } from "../certificates/staff-routes"
import { adminRoutes } from "./admin-routes"
import { attachmentRoutes } from "./attachment-routes"
import { reportRoutes, uploadDirOf } from "./report-routes"
import type { ClientAuths } from "../client/plugin"
import { companyRoutes } from "./company-routes"
import { createStaffAuth } from "./auth"
import { authRoutes } from "./auth-routes"
import { staffGuard } from "./guard"
import { guardScope } from "../http/guarded-scope"
import { requestRoutes } from "./request-routes"
import { defaultHolidayDates } from "../promise/holidays"
import type { CairoDate } from "../../src/lib/due-time"
import { comingWorkRoutes } from "./coming-work-routes"
import { namesRoutes } from "./names-routes"
import { waitingCountsRoutes } from "./waiting-counts"
import { inspectApi } from "../inspect/plugin"
import { readReportForms } from "../../content/report-forms"
import { staffJobRoutes } from "../inspect/staff-job-routes"
import { staffReportRoutes } from "../inspect/staff-report-routes"
import { staffPhotoRoute } from "../inspect/staff-photo-route"
import { authorisationRoutes } from "../inspect/authorisation-routes"
import { reviewRoutes } from "../inspect/review-routes"
import { readIntervals } from "../inspect/issue-facts"
import { renderReportPdf } from "../inspect/report-pdf"
import { amendRoute } from "../inspect/amend-route"
import { certificatePdfRoute } from "../inspect/certificate-pdf-route"

export type StaffApiOptions = {
  db: Kysely<Database>
  // The 24-hour promise's holidays (data/holidays.json); the project's own list when left out.
  holidays?: ReadonlySet<CairoDate>
  dialect: Dialect
  siteUrl: string
  secret: string
  brand: string
  ipHashSalt: string
  // Where the mails' .eml copies are kept (DATA_DIR/outbox), for erasure.
  outboxDir: string
  requireTwoFactorForAll: boolean
  onMailQueued: () => void
  acknowledgementsPerDay?: number
  clock: Clock
  // Signs the certificates' labels (server/certificates/label-signing.ts).
  labelSigner: LabelSigner
  // The client population (server/client/plugin.ts), whose companies the workspace makes.
  clients?: ClientAuths
  // The texts of data/: the workspace's mails are worded in them (data/site.json's workspaceMail).
  content: Content
}

// The staff workspace's API under /api/staff/: sign-in (Better Auth), then every other call behind the guard.
export async function staffApi(app: FastifyInstance, options: StaffApiOptions) {
  const { db, siteUrl, clock, content } = options
  const sendPasswordLink = passwordLinkSender(db, content, clock, options.onMailQueued)
  const auths = {
    http: createStaffAuth({ ...options, sendPasswordLink }, false),
    https: createStaffAuth({ ...options, sendPasswordLink }, true),
  }
  // Fastify knows the protocol (with TRUST_PROXY, from X-Forwarded-Proto): HTTPS gets Secure __Host- cookies.
  const authFor = (request: FastifyRequest) => (request.protocol === "https" ? auths.https : auths.http)

  // The kinds of inspection report (data/report-forms/), checked as the build checks them.
  const forms = readReportForms()
  await app.register(authRoutes, { db, siteUrl, ipHashSalt: options.ipHashSalt, authFor, clock })
  await app.register(async (scope) => {
    // onRequest: session, role and Origin are settled before the body is read, so an anonymous caller cannot make
    // the server receive and parse a 5 MB CSV.
    guardScope(
      scope,
      "staff",
      staffGuard({ db, siteUrl, requireTwoFactorForAll: options.requireTwoFactorForAll, authFor, clock }),
    )
    scope.addHook("onSend", async (_request, reply) => {
      reply.header("Cache-Control", "no-store")
    })
    const notifyAssignee = async (assignee: { email: string; name: string }, reference: string, by: string) =>
      queueAccountMail(
        db,
        { to: assignee.email, ...assignedMail(content, { name: assignee.name, by, reference, siteUrl }) },
        clock(),
      )
    await scope.register(requestRoutes, {
      db,
      notifyAssignee,
      onMailQueued: options.onMailQueued,
      acknowledgementsPerDay: options.acknowledgementsPerDay,
      clock,
      holidays: options.holidays ?? defaultHolidayDates(),
    })
    await scope.register(adminRoutes, { db, authFor, siteUrl, outboxDir: options.outboxDir, clock })
    await scope.register(certificateStaffRoutes, { db, siteUrl, clock, signer: options.labelSigner })
    await scope.register(attachmentRoutes, { db, siteUrl, clock })
    await scope.register(reportRoutes, { db, clock, uploadDir: uploadDirOf(options.outboxDir) })
    await scope.register(comingWorkRoutes, { db, clock })
    await scope.register(namesRoutes, { content })
    await scope.register(waitingCountsRoutes, { db, clock })
    if (options.clients) await scope.register(companyRoutes, { db, clock, clients: options.clients })
    // Issue 61: the jobs staff give inspectors, and the reports as they arrive.
    await scope.register(staffJobRoutes, {
      ...{ db, clock, reportKinds: () => forms.en.map((form) => form.kind) },
      forms: () => forms.en,
    })
    await scope.register(staffReportRoutes, { db })
    await scope.register(staffPhotoRoute, { db, siteUrl })
    // Issue 62: who may examine or review what, and what lapses soon.
    await scope.register(authorisationRoutes, {
      ...{ db, clock, reportKinds: () => forms.en.map((form) => form.kind) },
      ...{ siteUrl, uploadDir: uploadDirOf(options.outboxDir) },
    })
    // Issue 62: a reviewer returns a submitted report or authorises it, issuing it in one step.
    await scope.register(reviewRoutes, {
      ...{ db, clock, forms, intervals: readIntervals(), content, siteUrl, onMailQueued: options.onMailQueued },
      ...{ signer: options.labelSigner, render: renderReportPdf },
    })
    await scope.register(amendRoute, { db, clock })
    await scope.register(certificatePdfRoute, { db, siteUrl })
  })
  // The inspectors' API: the same sign-in, its own guarded scope (server/inspect/).
  await app.register(inspectApi, {
    ...{ db, siteUrl, authFor, clock, forms },
    requireTwoFactorForAll: options.requireTwoFactorForAll,
    mail: { content, onMailQueued: options.onMailQueued },
  })
}
