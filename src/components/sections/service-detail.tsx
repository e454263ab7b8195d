import * as React from "react"
import { CheckCircle2, FileText, type LucideIcon } from "lucide-react"
import { ICON_STROKE } from "../ui/icon"
import { CodeList, type CodeTitle } from "./code-list"
import { Part } from "./page-part"
import { ServiceCodes, type ServiceAcceptance, type ServiceCodesLabels } from "./service-codes"
import { BidiText } from "../ui/bidi-text"

export type ServiceContent = {
  readonly overview: readonly string[]
  readonly scopeHeading: string
  readonly scope: readonly string[]
  readonly methods: readonly { readonly name: string; readonly detail: string }[]
  readonly standards: readonly CodeTitle[]
  readonly deliverables: readonly string[]
  readonly acceptance?: ServiceAcceptance | null
}

type Labels = {
  readonly overviewHeading: string
  readonly methodsHeading: string
  readonly standardsHeading: string
  readonly deliverablesHeading: string
  readonly codes: ServiceCodesLabels
}

type Props = { service: ServiceContent; labels: Labels; figure?: React.ReactNode }

function IconItem({ icon: Icon, tone, children }: { icon: LucideIcon; tone: string; children: React.ReactNode }) {
  return (
    <>
      <Icon aria-hidden="true" className={`mt-0.5 h-5 w-5 shrink-0 ${tone}`} strokeWidth={ICON_STROKE} />
      {children}
    </>
  )
}

// The body of a service page: what, how, to which code, and what the client receives. The figure, if any,
// follows the overview. Its standards are cards where a case study's codes are a definition list
// (project-detail.tsx): alike in shape, two looks for two pages.
export function ServiceDetail({ service, labels, figure }: Props) {
  return (
    <div className="space-y-14">
      <Part id="overview" heading={labels.overviewHeading}>
        <div className="mt-5 space-y-4 text-lg leading-relaxed text-slate-700">
          {service.overview.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>
              <BidiText text={paragraph} />
            </p>
          ))}
        </div>
        {figure}
      </Part>
      <Part id="scope" heading={service.scopeHeading}>
        <ul className="mt-5 grid gap-3 sm:grid-cols-2">
          {service.scope.map((item) => (
            <li
              key={item}
              className="flex items-start gap-3 rounded-lg border border-mist-200 bg-white p-4 text-slate-800"
            >
              <IconItem icon={CheckCircle2} tone="text-steel-700">
                <BidiText text={item} />
              </IconItem>
            </li>
          ))}
        </ul>
      </Part>
      <Part id="methods" heading={labels.methodsHeading}>
        <dl className="mt-5 divide-y divide-mist-200 rounded-xl border border-mist-200 bg-white">
          {service.methods.map((method) => (
            <div key={method.name} className="p-5 sm:grid sm:grid-cols-[14rem_1fr] sm:gap-6">
              <dt className="font-semibold text-navy-900">{method.name}</dt>
              <dd className="mt-1 leading-relaxed text-slate-700 sm:mt-0">
                <BidiText text={method.detail} />
              </dd>
            </div>
          ))}
        </dl>
      </Part>
      {service.standards.length > 0 && (
        <Part id="standards" heading={labels.standardsHeading}>
          <CodeList codes={service.standards} />
        </Part>
      )}
      {service.acceptance && <ServiceCodes acceptance={service.acceptance} labels={labels.codes} />}
      <Part id="deliverables" heading={labels.deliverablesHeading}>
        <ul className="mt-5 space-y-3">
          {service.deliverables.map((item) => (
            <li key={item} className="flex items-start gap-3 text-slate-800">
              <IconItem icon={FileText} tone="text-accent-600">
                <BidiText text={item} />
              </IconItem>
            </li>
          ))}
        </ul>
      </Part>
    </div>
  )
}
