import {
  NDT_REPORT_KIND,
  SCHEME_NAMES,
  type Authorisation,
  type Capability,
  type NdtMethod,
} from "../../src/lib/authorisation-replies"
import { addMonths } from "../../src/lib/cairo-time"

// Whether an inspector may examine or review a kind of report on a day, from their records of authorisation
// (issue 62). Pure: the day is the caller's (the job's day, or today by the server's clock).

export type AuthorisationRecord = Pick<
  Authorisation,
  | "kind"
  | "method"
  | "level"
  | "capability"
  | "scheme"
  | "certificateNumber"
  | "validFrom"
  | "validUntil"
  | "visionTestOn"
  | "withdrawnAt"
>
export type AuthorisationAsked = { kind: string; method?: NdtMethod; capability: Capability }
export type AuthorisationAnswer = { ok: true; record: AuthorisationRecord } | { ok: false; lapsed: string }

// ISO 9712: a level 1 works under a level 2 or 3 and neither evaluates results nor reports them.
const LOWEST_REPORTING_LEVEL = 2
// ISO 9712 (and SNT-TC-1A) ask for the near-vision test once a year after certification.
const VISION_TEST_MONTHS = 12

// "PCN UT level 2 certificate 12345", "LEEA thorough-examination certificate 0051234".
export const recordName = (record: AuthorisationRecord) =>
  [
    SCHEME_NAMES[record.scheme],
    record.method ?? record.kind,
    record.level === null ? null : `level ${record.level}`,
    `certificate ${record.certificateNumber}`,
  ]
    .filter(Boolean)
    .join(" ")

// The last day a near-vision test holds (12 months on, the same date of the month or its last day).
export const visionTestLastDay = (visionTestOn: string) => addMonths(visionTestOn, VISION_TEST_MONTHS) ?? visionTestOn

// Why a record does not hold on the day, or undefined when it does. A withdrawal counts from its own day (Cairo's),
// so a report examined before it still stands.
function lapseOf(record: AuthorisationRecord, day: string, withdrawnOn: string | null): string | undefined {
  const name = recordName(record)
  if (withdrawnOn !== null && withdrawnOn <= day) return `${name} was withdrawn on ${withdrawnOn}`
  if (day < record.validFrom) return `${name} is valid only from ${record.validFrom}`
  if (day > record.validUntil) return `${name} expired on ${record.validUntil}`
  if (record.method !== null) {
    if (record.level !== null && record.level < LOWEST_REPORTING_LEVEL) {
      return `${name}: level 1 does not evaluate or report results`
    }
    if (record.visionTestOn === null) return `${name}: no near-vision test is recorded`
    if (record.visionTestOn > day || day > visionTestLastDay(record.visionTestOn)) {
      return `${name}: vision test older than 12 months (last on ${record.visionTestOn})`
    }
  }
}

const covers = (record: AuthorisationRecord, { kind, method, capability }: AuthorisationAsked) =>
  record.capability === capability &&
  record.kind === kind &&
  (kind !== NDT_REPORT_KIND || method === undefined || record.method === method)

// `withdrawnOn` turns a record's withdrawal time into its day (the server passes Cairo's calendar).
export function authorisedOn(
  records: AuthorisationRecord[],
  asked: AuthorisationAsked,
  day: string,
  withdrawnOn: (withdrawnAt: string) => string = (at) => at.slice(0, 10),
): AuthorisationAnswer {
  const relevant = records.filter((record) => covers(record, asked))
  const lapses: string[] = []
  for (const record of relevant) {
    const lapse = lapseOf(record, day, record.withdrawnAt === null ? null : withdrawnOn(record.withdrawnAt))
    if (lapse === undefined) return { ok: true, record }
    lapses.push(lapse)
  }
  if (lapses.length) return { ok: false, lapsed: lapses.join("; ") }
  const what = asked.method ? `${asked.kind} (${asked.method})` : asked.kind
  return { ok: false, lapsed: `no authorisation to ${asked.capability} ${what}` }
}

// Of a job's kinds, those the inspector may examine on its day (an NDT report by any method they hold).
export const authorisedKinds = (
  records: AuthorisationRecord[],
  kinds: string[],
  day: string,
  withdrawnOn?: (withdrawnAt: string) => string,
) => kinds.filter((kind) => authorisedOn(records, { kind, capability: "examine" }, day, withdrawnOn).ok)
