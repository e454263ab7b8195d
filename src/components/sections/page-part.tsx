import * as React from "react"
import { BidiText } from "../ui/bidi-text"

type Props = {
  id: string
  heading: string
  className?: string
  // A link beside the heading ("All case studies").
  action?: React.ReactNode
  children: React.ReactNode
}

// One titled part of a page, labelled by its heading for assistive technology: every part's heading has this look.
export function Part({ id, heading, className, action, children }: Props) {
  const title = (
    <h2 id={id} className="text-2xl font-bold tracking-tight text-navy-900">
      <BidiText text={heading} />
    </h2>
  )
  return (
    <section aria-labelledby={id} className={className}>
      {action ? (
        <div className="flex flex-wrap items-baseline justify-between gap-4">
          {title}
          {action}
        </div>
      ) : (
        title
      )}
      {children}
    </section>
  )
}
