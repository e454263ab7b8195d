import * as React from "react"
import { Link } from "gatsby"
import {
  CLIENT_BOOKING_PATH,
  CLIENT_LOG_PATH,
  CLIENT_MEMBERS_PATH,
  CLIENT_ROOT,
  CLIENT_SETTINGS_PATH,
} from "../../lib/client-paths"
import { localizePath, type Locale } from "../../lib/locales"
import type { ClientMe, ClientTexts } from "./client-types"

// The signed-in pages: the register, its re-examinations and one's settings for everyone, the company's people and
// log for its administrators (the server refuses them to members whatever this shows).
export function ClientNav({
  texts,
  me,
  page,
  locale,
}: {
  texts: ClientTexts["app"]
  me: ClientMe
  page: string
  locale: Locale
}) {
  const links = [
    { path: CLIENT_ROOT, label: texts.navRegister },
    { path: CLIENT_BOOKING_PATH, label: texts.navBook },
    ...(me.role === "owner" ? [{ path: CLIENT_MEMBERS_PATH, label: texts.navMembers }] : []),
    { path: CLIENT_SETTINGS_PATH, label: texts.navSettings },
    ...(me.role === "owner" ? [{ path: CLIENT_LOG_PATH, label: texts.navLog }] : []),
  ]
  // The longest path the page is under: /client/members/ is under /client/ too.
  const current = links.filter((link) => page.startsWith(link.path)).pop()?.path
  return (
    <nav aria-label={texts.nav} className="border-b border-slate-200 bg-white px-4">
      {/* Five pages do not fit one line of a 375 px phone in English: the links wrap, each whole, rather than push
          the page sideways. */}
      <ul className="mx-auto flex max-w-6xl flex-wrap gap-x-4 text-sm">
        {links.map((link) => (
          <li key={link.path}>
            <Link
              to={localizePath(link.path, locale)}
              aria-current={link.path === current ? "page" : undefined}
              className={`inline-block whitespace-nowrap border-b-2 py-2 ${
                link.path === current
                  ? "border-accent-500 font-semibold text-navy-900"
                  : "border-transparent text-steel-700 underline"
              }`}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
