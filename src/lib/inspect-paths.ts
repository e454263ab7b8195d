import { localeOfPath, localizePath, unlocalizePath } from "./locales"
import { pathRoute } from "./path-route"
import { CERTIFICATES_API } from "./staff-paths"

// The inspectors' app (issue 61): client-only routes of the site, /inspect/ and /ar/inspect/, and its API, named
// once for the server's routes, the app and the tests.
export const INSPECT_ROOT = "/inspect/"
export const inspectJobPage = pathRoute("/inspect/jobs/:jobId/")
export const inspectReportPage = pathRoute("/inspect/reports/:reportId/")
// /inspect/… or /ar/inspect/…, and the one page Gatsby writes for src/pages/inspect/[...].tsx in the path's edition.
export const isInspectPath = (path: string) => {
  const page = unlocalizePath(path)
  return page === "/inspect" || page.startsWith(INSPECT_ROOT)
}
export const inspectPageFile = (path: string) =>
  `${localizePath(INSPECT_ROOT, localeOfPath(path)).slice(1)}[...]/index.html`

// The inspector's API (server/inspect/): session, the inspector role and the job's assignment checked on the server.
export const INSPECT_API = "/api/inspect"
export const INSPECT_JOBS_API = `${INSPECT_API}/jobs`
// GET: the signed-in inspector (before two-factor sign-in is set up too).
export const INSPECT_ME_API = `${INSPECT_API}/me`
export const INSPECT_FORMS_API = `${INSPECT_API}/forms`
// PUT: a report as the device has it (its id made on the device); names the version it started from.
export const inspectReportApi = pathRoute(`${INSPECT_API}/reports/:reportId`)
// POST: a dangerous defect, sent before anything else waiting on the device.
export const INSPECT_DANGER_API = `${INSPECT_API}/dangerous-defects`
// tus (resumable uploads) of the reports' photos.
export const INSPECT_UPLOADS_API = `${INSPECT_API}/uploads`

// The staff's side: jobs made and assigned, reports read as they arrive.
export const STAFF_JOBS_API = "/api/staff/jobs"
export const staffJobApi = pathRoute(`${STAFF_JOBS_API}/:jobId`)
// GET: the inspectors a job can be assigned to (not disabled).
export const STAFF_INSPECTORS_API = "/api/staff/inspectors"
export const STAFF_INSPECTION_REPORTS_API = "/api/staff/inspection-reports"
export const staffInspectionReportApi = pathRoute(`${STAFF_INSPECTION_REPORTS_API}/:reportId`)
// GET: a photo of a report, as the inspector uploaded it (tus), as a download.
export const staffReportPhotoApi = pathRoute(`${STAFF_INSPECTION_REPORTS_API}/:reportId/photos/:photoId`)
// GET: the forms of every kind of report in English (the workspace's language): a job's kinds and a report's labels.
export const STAFF_REPORT_FORMS_API = "/api/staff/report-forms"
export const STAFF_JOBS = "/staff/jobs/"
// Records of who may do what (issue 62): GET (staff) and POST (administrators) an inspector's authorisations; POST
// …/withdraw (administrators) withdraws one; GET what lapses within 60 days.
export const staffAuthorisationsApi = pathRoute(`${STAFF_INSPECTORS_API}/:userId/authorisations`)
export const staffWithdrawAuthorisationApi = pathRoute(
  `${STAFF_INSPECTORS_API}/:userId/authorisations/:authorisationId/withdraw`,
)
export const STAFF_LAPSING_AUTHORISATIONS_API = "/api/staff/authorisations/lapsing"
// PUT (administrators, multipart): the scan of a record's certificate, replacing any; GET (staff): it, as a download.
export const staffAuthorisationScanApi = pathRoute(
  `${STAFF_INSPECTORS_API}/:userId/authorisations/:authorisationId/scan`,
)
// The workspace's pages of them: everyone's, with what lapses soon, and one person's records.
export const STAFF_AUTHORISATIONS = "/staff/authorisations/"
export const staffPersonAuthorisationsPage = pathRoute("/staff/authorisations/:userId/")
// Review and issue (issue 62): a reviewer returns a submitted report with comments, or authorises it (issuing it in
// one step); an issued report's amendment is made from its certificate; the issued PDF is the certificate's report.
export const staffReturnReportApi = pathRoute(`${STAFF_INSPECTION_REPORTS_API}/:reportId/return`)
export const staffAuthoriseReportApi = pathRoute(`${STAFF_INSPECTION_REPORTS_API}/:reportId/authorise`)
export const staffAmendCertificateApi = pathRoute(`${CERTIFICATES_API}/:number/amend`)
// GET: a certificate's signed report file (the issued PDF) as a download, for staff.
export const staffCertificatePdfApi = pathRoute(`${CERTIFICATES_API}/:number/report.pdf`)
// GET (inspector assigned to the job): the job's reports as the server has them, with their review state, so a
// second device can open one and the inspector reads a reviewer's comments.
export const inspectJobReportsApi = pathRoute(`${INSPECT_JOBS_API}/:jobId/reports`)
// A report's page in the workspace, below the jobs page (the menu marks Jobs).
export const staffReportPage = pathRoute("/staff/jobs/reports/:reportId/")
