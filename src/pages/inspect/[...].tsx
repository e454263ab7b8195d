import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { InspectApp } from "../../components/inspect/inspect-app"
import { ArabicFont } from "../../components/seo/arabic-font-face"
import { INSPECT_ROOT } from "../../lib/inspect-paths"
import type { InspectTexts } from "../../lib/inspect-texts-schema"
import { isLocale, localizePath } from "../../lib/locales"
import type { ReportForm } from "../../lib/report-form-schema"

// Client-only routes under /inspect/ and /ar/inspect/ (the inspectors' app, issue 61): nothing prerendered but the
// frame, not indexed. Its words (data/client.json's inspect block) and the report forms (data/report-forms/) come
// with the page's data, which the app's service worker keeps: the forms open with the network off.
export default function InspectPage({ data }: PageProps<Queries.InspectPageQuery>) {
  const locale = isLocale(data.siteJson?.locale) ? data.siteJson.locale : "en"
  return (
    <InspectApp
      texts={data.clientJson!.inspect as InspectTexts}
      // GraphQL's nulls for a field's absent unit, options or citation are read as absent.
      forms={data.allReportFormsJson.nodes as unknown as ReportForm[]}
      locale={locale}
    />
  )
}

export const Head: HeadFC<Queries.InspectPageQuery> = ({ data }) => {
  const locale = isLocale(data.siteJson?.locale) ? data.siteJson.locale : "en"
  return (
    <>
      {locale === "ar" && <ArabicFont />}
      <title>{`${data.clientJson!.inspect.app.title} · ${data.siteJson!.brand}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      {/* Installable as an app of its own, started at this edition's /inspect/ (site-build/postbuild/inspect-worker.ts). */}
      <link rel="manifest" href={`${localizePath(INSPECT_ROOT, locale)}manifest.webmanifest`} crossOrigin="use-credentials" />
    </>
  )
}

export const query = graphql`
  query InspectPage($locale: String!) {
    siteJson(locale: { eq: $locale }) {
      locale
      brand
    }
    clientJson(locale: { eq: $locale }) {
      inspect {
        signIn {
          heading
          email
          password
          submit
          code
          verify
          failed
          tooMany
          badCode
        }
        app {
          title
          loading
          signOut
          language
          online
          offline
          sending
          waiting
          allSent
          storageKept
          notInspector
        }
        jobs {
          heading
          today
          coming
          earlier
          empty
          items
          booking
          offlineEmpty
        }
        job {
          back
          itemsHeading
          serial
          lastRating
          lastInspected
          lastFindings
          noHistory
          dangerous
          kind
          startReport
          newItemHeading
          newItemName
          newItemSerial
          newItemAdd
          newItemBadge
          reportsHeading
          draft
          submitted
          unknownJob
        }
        report {
          back
          required
          saved
          submit
          missingHeading
          submittedWaiting
          submittedSent
          yes
          no
          choose
          unknownReport
          noForm
        }
        defects {
          add
          description
          danger
          dangerNow
          dangerByDate
          dangerNo
          remedyBy
          remove
          noticeSent
          noticeWaiting
        }
        indications {
          add
          location
          size
          evaluation
          accept
          reject
          record
          remove
        }
        photos {
          take
          caption
          remove
          shrinking
          failed
          count
        }
        conflict {
          heading
          intro
          mine
          theirs
          keepMine
          keepTheirs
          keepBoth
        }
        signOut {
          heading
          unsent
          nothingUnsent
          confirm
          cancel
        }
        review {
          openHere
          notHere
          waiting
          returned
          issued
          amendment
          returnedHeading
          returnedIntro
          wholeReport
          comment
          issuedNotice
          waitingNotice
          photoUploaded
          noAuthorisedKinds
        }
      }
    }
    allReportFormsJson(filter: { locale: { eq: $locale } }, sort: { kind: ASC }) {
      nodes {
        kind
        title
        standard
        intro
        sections {
          id
          title
          fields {
            id
            label
            help
            type
            required
            unit
            options {
              value
              label
            }
            cites
            prefill
          }
        }
      }
    }
  }
`
