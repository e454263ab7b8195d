import * as React from "react"
import { LogoMark } from "../layout/logo"

// The apps' header (staff workspace, client register) in the public site's look: navy, the company's mark and
// the tool's name, then what the app puts beside them (its navigation, the language, Sign out).
export function AppHeader({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <header className="on-dark flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-white/10 bg-navy-900 px-4 py-3">
      <span className="flex items-center gap-2.5 font-semibold text-white">
        <LogoMark className="h-8 w-8 shrink-0" />
        {title}
      </span>
      {children}
    </header>
  )
}
