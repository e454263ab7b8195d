import * as React from "react"
import { STAFF_INSPECTORS_API, STAFF_REPORT_FORMS_API } from "../../lib/inspect-paths"
import { staffFormsReply } from "../../lib/inspect-replies"
import { readReply } from "../../lib/read-reply"
import type { ReportForm } from "../../lib/report-form-schema"
import { members, type StaffMemberNames } from "../../lib/staff-replies"

// What a job is made of besides its place: the kinds of report (the forms, data/report-forms/) and the inspectors
// it can be given to. `forms` is null until loaded; a failure is the page's message.
export function useJobChoices() {
  const [forms, setForms] = React.useState<ReportForm[] | null>(null)
  const [inspectors, setInspectors] = React.useState<StaffMemberNames>([])
  const [error, setError] = React.useState("")
  React.useEffect(() => {
    const failed = (caught: Error) => setError(caught.message)
    void readReply(staffFormsReply, STAFF_REPORT_FORMS_API).then((reply) => setForms(reply.forms), failed)
    void readReply(members, STAFF_INSPECTORS_API).then(setInspectors, failed)
  }, [])
  return { forms, inspectors, error }
}

// A kind of report by its form's title; a kind no form has any more by its name.
export const kindTitle = (forms: readonly ReportForm[] | null, kind: string) =>
  forms?.find((form) => form.kind === kind)?.title ?? kind
