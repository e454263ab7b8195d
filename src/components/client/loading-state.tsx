import * as React from "react"

// What a client page shows while its data is on the way (the review's "Smaller things": 14 s of a bare
// "Loading…" on a slow link): the words for a screen reader and the shape of what is coming, marked busy; the
// grey blocks stand still for those who ask for less motion.
export function LoadingState({ label, blocks = 3 }: { label: string; blocks?: number }) {
  return (
    <div aria-busy="true" className="space-y-3">
      <p role="status" className="text-sm text-slate-700">
        {label}
      </p>
      <div aria-hidden="true" className="space-y-3">
        {Array.from({ length: blocks }, (_, index) => (
          <div
            key={index}
            className="h-20 animate-pulse rounded-lg border border-slate-200 bg-slate-100 motion-reduce:animate-none"
          />
        ))}
      </div>
    </div>
  )
}
