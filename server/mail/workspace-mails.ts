import { formatDueTime } from "../../src/lib/due-time-words"
import { fill } from "../../src/lib/format"
import type { Locale } from "../../src/lib/locales"
import { staffRequestPath } from "../../src/lib/staff-paths"
import type { Content } from "../content"
import { inLanguages, type Wording } from "./in-languages"

// The workspace's mails to staff, in data/site.json's words (workspaceMail, edited in /admin/). A staff account
// has no language of its own, so each is said in English, then in Arabic.

type Texts = Content[Locale]["site"]["workspaceMail"]
type Template = { subject: keyof Texts; body: keyof Texts }

const worded = (content: Content, template: Template, values: (locale: Locale) => Record<string, string>) =>
  inLanguages((locale) => {
    const texts = content[locale].site.workspaceMail
    const filled = { brand: content[locale].site.brand, ...values(locale) }
    return { subject: fill(texts[template.subject], filled), body: fill(texts[template.body], filled) }
  })

// The due time as each language writes it; English as in Britain and Egypt (day before month).
const dueIn = (due: Date, locale: Locale) => formatDueTime(due, locale === "en" ? "en-GB" : locale)

// The one-time link that sets a password: an administrator's invitation, or a reset.
export const passwordLinkMail = (content: Content, to: { name: string }, link: string): Wording =>
  worded(content, { subject: "accountSubject", body: "accountBody" }, () => ({ name: to.name, link }))

export type AssignedRequest = { name: string; by: string; reference: string; siteUrl: string }

// A request assigned to a staff member by a colleague.
export const assignedMail = (content: Content, { name, by, reference, siteUrl }: AssignedRequest): Wording =>
  worded(content, { subject: "assignedSubject", body: "assignedBody" }, () => ({
    name,
    by,
    reference,
    link: `${siteUrl}${staffRequestPath(reference)}`,
  }))

export type UnansweredRequest = { reference: string; due: Date; siteUrl: string }

// The 24-hour promise's reminders: soon due (to the assignee or the team), then overdue (to the administrators).
export const reminderMail = (
  content: Content,
  when: "soon" | "overdue",
  { reference, due, siteUrl }: UnansweredRequest,
): Wording =>
  worded(
    content,
    when === "soon"
      ? { subject: "dueSoonSubject", body: "dueSoonBody" }
      : { subject: "overdueSubject", body: "overdueBody" },
    (locale) => ({ reference, due: dueIn(due, locale), link: `${siteUrl}${staffRequestPath(reference)}` }),
  )
