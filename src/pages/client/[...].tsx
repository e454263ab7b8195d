import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { ClientApp } from "../../components/client/client-app"
import { ArabicFont } from "../../components/seo/arabic-font-face"
import { isLocale } from "../../lib/locales"

// Client-only routes under /client/ and /ar/client/ (the clients' register): nothing prerendered but the frame, not
// indexed. Its texts (data/client.json), the documents' names and standing words (data/verify.json), the company's
// contacts (data/site.json) and the site's "page not found" (for a
// path that is none of its pages) come with the page's data.
export default function ClientPage({ data }: PageProps<Queries.ClientPageQuery>) {
  const site = data.siteJson!
  const kinds = Object.fromEntries(data.verifyJson!.kinds.map((kind) => [kind.id, kind.name]))
  const { suspendedText, withdrawnText } = data.verifyJson!.result
  return (
    <ClientApp
      texts={data.clientJson!}
      site={{ phone: site.contact.phones[0], email: site.contact.email, suspendedText, withdrawnText }}
      brand={site.brand}
      kinds={kinds}
      locale={isLocale(site.locale) ? site.locale : "en"}
      notFound={site.notFound.heading}
    />
  )
}

export const Head: HeadFC<Queries.ClientPageQuery> = ({ data }) => (
  <>
    {data.siteJson?.locale === "ar" && <ArabicFont />}
    <title>{`${data.clientJson!.title} · ${data.siteJson!.brand}`}</title>
    <meta name="robots" content="noindex, nofollow" />
  </>
)

export const query = graphql`
  query ClientPage($locale: String!) {
    siteJson(locale: { eq: $locale }) {
      locale
      brand
      notFound {
        heading
      }
      contact {
        phones
        email
      }
    }
    verifyJson(locale: { eq: $locale }) {
      kinds {
        id
        name
      }
      result {
        suspendedText
        withdrawnText
      }
    }
    clientJson(locale: { eq: $locale }) {
      ...ClientAppTexts
    }
  }

  fragment ClientAppTexts on ClientJson {
    title
    signIn {
      heading
      intro
      email
      password
      submit
      working
      code
      codeHint
      codeSubmit
      forgot
      resetIntro
      resetEmail
      resetSubmit
      resetSent
      failed
    }
    setPassword {
      heading
      intro
      password
      passwordHint
      confirm
      mismatch
      submit
      done
      noLink
    }
    invitation {
      heading
      intro
      accept
      failed
    }
    app {
      loading
      signOut
      language
      noCompany
      nav
      navRegister
      navMembers
      navLog
      navBook
      home
      contact
      signedOut
      navSettings
      settingsHeading
      settingsIntro
      invitedBy
      invitedByBrand
    }
    members {
      heading
      intro
      people
      name
      email
      role
      since
      you
      roleOwner
      roleMember
      roleOf
      save
      saved
      remove
      removeConfirm
      removeYes
      keep
      removed
      lastOwner
      soleOwner
      removeSelfConfirm
      failed
      inviteHeading
      inviteIntro
      inviteEmail
      inviteRole
      inviteSubmit
      invited
      inviteInvalid
      alreadyMember
      pendingHeading
      pendingNone
      expires
      withdraw
      withdrawn
      twoFactorHeading
      twoFactorIntro
      twoFactorRequire
      twoFactorSave
      twoFactorOn
      twoFactorOff
      twoFactorOwnFirst
      twoFactorSetUpOwn
    }
    twoFactor {
      heading
      intro
      requiredIntro
      password
      continue
      scan
      qrTitle
      backupCodes
      code
      turnOn
      wrongPassword
      wrongCode
    }
    register {
      heading
      intro
      filters
      site
      kind
      status
      due
      dueWithin
      search
      searchHint
      any
      apply
      clear
      item
      serial
      certificate
      inspectedOn
      validUntil
      noExpiry
      issuedOn
      count
      countOne
      empty
      emptyCompany
      missing
      bookFirst
      more
      csv
      history
      historyHeading
      examinations
      failed
      report
      reportFor
      checksum
      doNotUse
      reason
      summary
      latestReport
      certificateNumber
      reportNumber
      superseded
      supersededBy
      supersededOn
      copyLink
      copied
      copyFailed
      dangerous
      dangerFound
      dangerUntil
      booked
    }
    book {
      heading
      intro
      chooseHeading
      allSites
      dueCount
      dueCountOne
      tickAll
      noneDue
      neededBy
      neededByHint
      pastDay
      note
      submitSelected
      submitOne
      submitNone
      submitSite
      chooseOne
      sent
      failed
      requestsHeading
      requestsEmpty
      reference
      askedOn
      askedBy
      items
      state
      stateReceived
      stateQuoted
      stateScheduled
      stateDone
      stateClosed
      bookedNote
      neededByColumn
      sentOne
      submitAny
    }
    reminders {
      subject
      intro
      overdue
      within
      line
      book
      why
      unsubscribe
      heading
      toggle
      toggleHint
      days
      daysHint
      daysInvalid
      save
      saved
      failed
      pageAsk
      pageButton
      pageDone
      pageUnknown
    }
    calendar {
      heading
      intro
      address
      none
      create
      renew
      revoke
      copy
      copied
      copyFailed
      subscribe
      renewConfirm
      renewYes
      keep
      failed
      name
      summary
      description
    }
    statuses {
      valid
      due
      expired
      issued
      suspended
      withdrawn
    }
    log {
      heading
      intro
      when
      who
      what
      detail
      empty
      more
      failed
      eventSignIn
      eventReportDownload
      eventInvitationSent
      eventInvitationAccepted
      eventInvitationCancelled
      eventRoleChanged
      eventMemberRemoved
      detailTwoFactor
      eventDangerousDefect
      detailDanger
    }
  }
`
