import * as React from "react"
import { Ban, CircleCheck, CirclePause, Clock, FileCheck, History, TriangleAlert, type LucideIcon } from "lucide-react"
import type { RegisterStatus } from "../../lib/register-status"

// Each status in words with its icon and colour: the words carry the meaning, the icon and colour only help.
// "superseded": an older certificate of an item's history, replaced by a newer one (neutral: neither good nor bad).
type BadgeStatus = RegisterStatus | "superseded"
const LOOKS: Record<BadgeStatus, { icon: LucideIcon; className: string }> = {
  valid: { icon: CircleCheck, className: "bg-green-50 text-green-900 ring-green-700/30" },
  due: { icon: Clock, className: "bg-amber-50 text-amber-900 ring-amber-700/40" },
  expired: { icon: TriangleAlert, className: "bg-red-50 text-red-900 ring-red-700/40" },
  // A report or test record: it stands, as the public check's "genuine" does, with no validity to run out.
  issued: { icon: FileCheck, className: "bg-green-50 text-green-900 ring-green-700/30" },
  suspended: { icon: CirclePause, className: "bg-orange-50 text-orange-900 ring-orange-700/40" },
  withdrawn: { icon: Ban, className: "bg-slate-100 text-slate-800 ring-slate-600/40" },
  superseded: { icon: History, className: "bg-slate-100 text-slate-700 ring-slate-500/30" },
}

export function StatusBadge({ status, label }: { status: BadgeStatus; label: string }) {
  const { icon: Icon, className } = LOOKS[status]
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${className}`}
    >
      <Icon aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
      {label}
    </span>
  )
}
