import * as React from "react"
import { AlarmClock, CheckCircle2, Clock, TriangleAlert } from "lucide-react"
import { promiseState, timeLeftWords, type PromiseState } from "../../lib/time-left-words"

// The colour and the icon follow the words, which say it alone (colour is never the only signal).
const LOOKS: Record<PromiseState, { icon: typeof Clock; className: string }> = {
  answered: { icon: CheckCircle2, className: "text-slate-700" },
  "on-time": { icon: Clock, className: "text-green-800" },
  "due-soon": { icon: AlarmClock, className: "bg-amber-100 text-amber-900" },
  overdue: { icon: TriangleAlert, className: "bg-red-100 text-red-900 font-semibold" },
}

export function PromiseCell({ leftMs }: { leftMs: number | null }) {
  const { icon: Icon, className } = LOOKS[promiseState(leftMs)]
  return (
    <span className={`inline-flex items-center gap-1 whitespace-nowrap rounded px-1 ${className}`}>
      <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
      {timeLeftWords(leftMs)}
    </span>
  )
}
