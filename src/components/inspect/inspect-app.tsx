import * as React from "react"
import { navigate } from "gatsby"
import { useLocation, type RouteComponentProps } from "@gatsbyjs/reach-router"
import { cairoToday } from "../../lib/cairo-today"
import { fill } from "../../lib/format"
import { INSPECT_JOBS_API, INSPECT_ROOT, inspectJobPage, inspectReportPage } from "../../lib/inspect-paths"
import { inspectJobsReply } from "../../lib/inspect-replies"
import type { InspectTexts } from "../../lib/inspect-texts-schema"
import { ApiError } from "../../lib/json-fetch"
import { LOCALES, localizePath, unlocalizePath, type Locale } from "../../lib/locales"
import { readReply } from "../../lib/read-reply"
import type { ReportForm } from "../../lib/report-form-schema"
import { STAFF_AUTH_PATH } from "../../lib/staff-paths"
import { jsonFetch } from "../../lib/json-fetch"
import { SignIn } from "../staff/sign-in"
import { AppRoute, AppRoutes } from "../ui/app-routes"
import { askPersistentStorage, clearDevice, openDeviceDb, type DeviceDb } from "./device-store"
import { JobPage } from "./job-page"
import { JobsPage } from "./jobs-page"
import { keepForOffline } from "./keep-offline"
import * as actions from "./report-actions"
import { ReportPage } from "./report-page"
import { openHere, refreshJobReports } from "./server-reports"
import { serverSender } from "./server-sender"
import { SignOutPanel } from "./sign-out-panel"
import { uploadReportPhoto } from "./upload-report-photo"
import { useLive } from "./use-live"
import { useSync } from "./use-sync"

type Session = "loading" | "signed-out" | "not-inspector" | "in"

const clock = () => new Date()

// The inspectors' app (/inspect/, /ar/inspect/): signed in as the workspace is (Better Auth at /api/staff/auth),
// its jobs, forms and drafts on the phone, sent from the page whenever there is a network.
export function InspectApp({ texts, forms, locale }: { texts: InspectTexts; forms: readonly ReportForm[]; locale: Locale }) {
  const db = React.useMemo(() => openDeviceDb(), [])
  const [session, setSession] = React.useState<Session>("loading")
  const [fetched, setFetched] = React.useState(false)
  const [kept, setKept] = React.useState(false)
  const [signingOut, setSigningOut] = React.useState(false)
  const sender = React.useMemo(() => (session === "in" ? serverSender(uploadReportPhoto) : null), [session])
  const sync = useSync(db, sender, clock)

  // Who is signed in is what the jobs call answers: an inspector gets the jobs (kept for offline), anyone else a
  // refusal. With no network, a phone that has jobs or drafts opens on them.
  const refresh = React.useCallback(async () => {
    try {
      const { jobs } = await readReply(inspectJobsReply, INSPECT_JOBS_API)
      await db.transaction("rw", db.jobs, async () => {
        await db.jobs.clear()
        await db.jobs.bulkPut(jobs)
      })
      setFetched(true)
      setSession("in")
      setKept(await askPersistentStorage())
      void keepForOffline(locale)
    } catch (error) {
      if (error instanceof ApiError) setSession(error.status === 403 ? "not-inspector" : "signed-out")
      else setSession((await db.jobs.count()) + (await db.reports.count()) > 0 ? "in" : "signed-out")
    }
  }, [db, locale])
  React.useEffect(() => void refresh(), [refresh])
  React.useEffect(() => {
    const back = () => void refresh()
    window.addEventListener("online", back)
    return () => window.removeEventListener("online", back)
  }, [refresh])

  async function signOut() {
    await jsonFetch(`${STAFF_AUTH_PATH}/sign-out`, { method: "POST", body: {} }).catch(() => undefined)
    await clearDevice(db)
    window.location.assign(localizePath(INSPECT_ROOT, locale))
  }

  // Prerendered, the page's path is Gatsby's "/inspect/[...]/": the other edition's root then.
  const located = unlocalizePath(useLocation().pathname)
  const path = located.includes("[") ? INSPECT_ROOT : located
  const other = LOCALES.find((candidate) => candidate !== locale)!
  const header = (
    <header className="sticky top-0 z-10 bg-navy-900 text-white">
      <div className="mx-auto flex max-w-2xl items-center gap-2 px-3 py-1">
        <p className="me-auto text-lg font-bold">{texts.app.title}</p>
        <a
          href={localizePath(path, other)}
          hrefLang={other}
          lang={other}
          className="inline-flex min-h-11 items-center px-2 text-base font-semibold underline"
        >
          {texts.app.language}
        </a>
        {session === "in" && (
          <button
            type="button"
            className="inline-flex min-h-11 items-center rounded-md border-2 border-white px-3 text-base font-semibold"
            onClick={() => setSigningOut(true)}
          >
            {texts.app.signOut}
          </button>
        )}
      </div>
      {session === "in" && (
        <p
          role="status"
          className={`px-3 py-1 text-center text-base font-semibold ${sync.online ? "bg-steel-100 text-navy-950" : "bg-accent-500 text-navy-950"}`}
        >
          {!sync.online
            ? texts.app.offline
            : sync.sending
              ? texts.app.sending
              : sync.waiting
                ? fill(texts.app.waiting, { count: sync.waiting })
                : texts.app.allSent}
        </p>
      )}
    </header>
  )

  let content: React.ReactNode
  if (session === "loading") content = <p role="status">{texts.app.loading}</p>
  else if (session === "signed-out") content = <SignIn words={texts.signIn} onSignedIn={() => void refresh()} />
  else if (session === "not-inspector") content = <p className="text-base">{texts.app.notInspector}</p>
  else if (signingOut)
    content = <SignOutPanel db={db} texts={texts.signOut} onCancel={() => setSigningOut(false)} onConfirm={() => void signOut()} />
  else
    content = (
      <>
        <AppRoutes>
          <AppRoute path={localizePath(INSPECT_ROOT, locale)} page={<Jobs db={db} texts={texts} locale={locale} fetched={fetched} />} />
          <JobRoute path={localizePath(inspectJobPage.pattern, locale)} db={db} texts={texts} locale={locale} forms={forms} />
          <ReportRoute
            path={localizePath(inspectReportPage.pattern, locale)}
            db={db}
            texts={texts}
            locale={locale}
            forms={forms}
            online={sync.online}
          />
          <AppRoute default page={<Jobs db={db} texts={texts} locale={locale} fetched={fetched} />} />
        </AppRoutes>
        {kept && <p className="mt-6 text-sm text-slate-700">{texts.app.storageKept}</p>}
      </>
    )
  return (
    <div className="min-h-screen bg-mist-50 text-slate-950">
      {header}
      <main className="mx-auto max-w-2xl px-3 pb-10 pt-3">{content}</main>
    </div>
  )
}

type Shared = { db: DeviceDb; texts: InspectTexts; locale: Locale }

function Jobs({ db, texts, locale, fetched }: Shared & { fetched: boolean }) {
  const jobs = useLive(() => db.jobs.toArray(), [db])
  if (!jobs) return null
  return <JobsPage jobs={jobs} today={cairoToday(clock())} texts={texts} locale={locale} fetched={fetched} />
}

// The job's reports as the server holds them (issue 62), fetched when its page opens and when the network returns:
// what a reviewer did reaches the phone, and reports another phone wrote are listed.
function useJobReports(db: DeviceDb, jobId: string | undefined) {
  React.useEffect(() => {
    if (!jobId) return
    const fetch = () => void refreshJobReports(db, jobId).catch(() => undefined)
    fetch()
    window.addEventListener("online", fetch)
    return () => window.removeEventListener("online", fetch)
  }, [db, jobId])
}

function JobRoute({ db, texts, locale, forms, jobId = "" }: RouteComponentProps<{ jobId: string }> & Shared & { forms: readonly ReportForm[] }) {
  const found = useLive(
    async () => ({
      job: await db.jobs.get(jobId),
      reports: await db.reports.where("draft.jobId").equals(jobId).toArray(),
      serverReports: await db.serverReports.where("jobId").equals(jobId).toArray(),
    }),
    [db, jobId],
  )
  useJobReports(db, jobId)
  if (!found) return null
  return (
    <JobPage
      job={found.job}
      forms={forms}
      reports={found.reports}
      serverReports={found.serverReports}
      texts={texts}
      locale={locale}
      onOpenHere={async (report) => {
        await openHere(db, report)
        void navigate(localizePath(inspectReportPage.to({ reportId: report.id }), locale))
      }}
      onStart={async ({ form, item, newItem }) => {
        if (!found.job) return
        const id = await actions.startReport(db, clock, cairoToday(clock()), { job: found.job, form, item, newItem })
        void navigate(localizePath(inspectReportPage.to({ reportId: id }), locale))
      }}
    />
  )
}

function ReportRoute({
  db,
  texts,
  locale,
  forms,
  online,
  reportId = "",
}: RouteComponentProps<{ reportId: string }> & Shared & { forms: readonly ReportForm[]; online: boolean }) {
  const found = useLive(
    async () => {
      const report = await db.reports.get(reportId)
      const job = report && (await db.jobs.get(report.draft.jobId))
      return {
        report,
        photos: await db.photos.where("reportId").equals(reportId).toArray(),
        itemName:
          report?.draft.newItem?.item ?? job?.items.find((item) => item.itemKey === report?.draft.itemKey)?.item ?? "",
      }
    },
    [db, reportId],
  )
  useJobReports(db, found?.report?.draft.jobId)
  const pageActions = React.useMemo(
    () => ({
      save: (values: Parameters<typeof actions.saveValues>[3], submitted?: boolean) =>
        actions.saveValues(db, clock, reportId, values, submitted),
      dangerNow: (defectId: string) => actions.queueDangerNotice(db, clock, reportId, defectId),
      photos: {
        add: (fieldId: string, file: File) => actions.addPhoto(db, clock, reportId, fieldId, file),
        caption: (photoId: string, caption: string) => void actions.captionPhoto(db, clock, photoId, caption),
        remove: (photoId: string) => void actions.removePhoto(db, photoId),
      },
      removePhoto: (photoId: string) => actions.removePhoto(db, photoId),
      choose: async (choice: "mine" | "theirs" | "both") => {
        const report = await db.reports.get(reportId)
        const copy = report && (await actions.chooseVersion(db, clock, report, choice))
        if (copy) void navigate(localizePath(inspectReportPage.to({ reportId: copy }), locale))
        return copy
      },
    }),
    [db, reportId, locale],
  )
  if (!found) return null
  if (!found.report) return <p className="text-base">{texts.report.unknownReport}</p>
  return (
    <ReportPage
      key={found.report.id}
      report={found.report}
      form={forms.find((form) => form.kind === found.report!.draft.kind)}
      photos={found.photos}
      itemName={found.itemName}
      texts={texts}
      locale={locale}
      online={online}
      actions={pageActions}
    />
  )
}
