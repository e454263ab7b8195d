import * as React from "react"
import { CheckCircle2, TriangleAlert } from "lucide-react"
import { ICON_STROKE } from "../ui/icon"
import { escapeHtml } from "../../lib/format"
import { PROBLEMS_SLOT, REFERENCE_SLOT } from "../../lib/result-slots"

type Props = { tone: "success" | "problem"; heading: string; children: React.ReactNode }

// The page a visitor lands on after sending a request form (quote or complaint) without JavaScript: received, or
// what went wrong.
export function RequestResult({ tone, heading, children }: Props) {
  const Symbol = tone === "success" ? CheckCircle2 : TriangleAlert
  return (
    <section className="bg-mist-100">
      <div className="mx-auto max-w-2xl px-4 py-20">
        <div className="rounded-xl border border-mist-200 bg-white p-8">
          <Symbol
            aria-hidden="true"
            className={`h-12 w-12 ${tone === "success" ? "text-steel-700" : "text-accent-600"}`}
            strokeWidth={ICON_STROKE}
          />
          <h1 className="mt-4 text-3xl font-bold text-navy-900">{heading}</h1>
          <div className="mt-4 space-y-4 text-lg leading-relaxed text-slate-700">{children}</div>
        </div>
      </div>
    </section>
  )
}

// The reference on a confirmation page: the server writes it into the prerendered HTML (for visitors without
// JavaScript); after hydration it is read from the URL.
export function ResultReference({ label, search }: { label: string; search: string }) {
  const [reference, setReference] = React.useState("")
  React.useEffect(() => {
    setReference(new URLSearchParams(search).get("reference") ?? "")
  }, [search])
  return (
    <p>
      {label}:{" "}
      <strong
        {...{ [REFERENCE_SLOT]: "" }}
        className="whitespace-nowrap font-mono text-navy-900"
        dir="ltr"
        suppressHydrationWarning
      >
        {reference}
      </strong>
    </p>
  )
}

// The "not sent" page's list, filled by the server with what was wrong; as inner HTML, hydration leaves it alone.
export function ResultProblems({ fallback }: { fallback: string }) {
  return (
    <ul
      {...{ [PROBLEMS_SLOT]: "" }}
      className="list-disc space-y-1 ps-6 text-navy-900"
      dangerouslySetInnerHTML={{ __html: `<li>${escapeHtml(fallback)}</li>` }}
    />
  )
}
