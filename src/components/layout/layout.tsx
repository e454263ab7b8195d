import * as React from "react"
import { Footer } from "./footer"
import { localizePath } from "../../lib/locales"
import { useLocale } from "../ui/locale"
import { Header } from "./header"
import { quoteHref } from "./nav-items"
import { PhoneBar } from "./phone-bar"
import { Toaster } from "./toaster"
import type { PageKind } from "./types"

// What every page's query selects for its frame (the LayoutData fragment of src/queries/fragments.ts).
type Props = { data: Queries.LayoutDataFragment; page: PageKind; children: React.ReactNode }

export function Layout({ data, page, children }: Props) {
  const site = data.siteJson!
  const locale = useLocale()
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-accent-500 px-4 py-3 font-semibold text-navy-950 focus:not-sr-only focus:fixed focus:start-4 focus:top-3"
      >
        {site.nav.skipToContent}
      </a>
      <Header
        brand={site.brand}
        labels={site.nav}
        page={page}
        languages={data.languages.nodes}
        menuLinks={site.footer.links}
      />
      {/* Suspense boundaries let React 18 hydrate the page body and the footer after the header, in short
          slices that leave the main thread free for input (selective hydration), not in one long task. */}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <React.Suspense fallback={null}>{children}</React.Suspense>
      </main>
      <React.Suspense fallback={null}>
        <Footer
          site={site}
          services={data.allServicesJson.nodes}
          profiles={data.companyProfiles.nodes}
          languages={data.languages.nodes}
        />
      </React.Suspense>
      <PhoneBar
        labels={site.phoneBar}
        phone={site.contact.phones[0]}
        whatsapp={site.contact.whatsapp}
        quoteHref={localizePath(quoteHref(page), locale)}
      />
      <Toaster dismissLabel={site.toast.dismiss} />
    </div>
  )
}
