import { graphql } from "gatsby"

// Shared selections of data/ content. Pages spread these and hand the results to presentational components,
// whose props are typed from the generated Queries.*Fragment types.
export const fragments = graphql`
  fragment LayoutData on Query {
    siteJson(locale: { eq: $locale }) {
      ...LayoutSite
    }
    allServicesJson(filter: { locale: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        ...ServiceLink
      }
    }
    languages: allSiteJson {
      nodes {
        ...Language
      }
    }
    companyProfiles: allCompanyProfile(sort: { locale: ASC }) {
      nodes {
        locale
        path
        megabytes
      }
    }
  }

  fragment Language on SiteJson {
    locale
    nav {
      languageName
    }
  }

  fragment LayoutSite on SiteJson {
    locale
    brand
    nav {
      home
      services
      industries
      about
      contact
      getQuote
      openMenu
      closeMenu
      menuTitle
      skipToContent
      primaryLabel
      homeLabel
      languageName
    }
    footer {
      blurb
      servicesHeading
      companyHeading
      contactHeading
      copyrightYear
      rights
      links {
        quality
        prequalification
        profile
        projects
        complaints
        privacy
        verify
        client
      }
    }
    contact {
      ...ContactDetails
    }
    errorScreen {
      heading
      homeLink
    }
    phoneBar {
      label
      call
      whatsapp
      quote
    }
    toast {
      dismiss
    }
  }

  fragment ServiceLink on ServicesJson {
    slug
    title
  }

  fragment ContactDetails on SiteJsonContact {
    infoHeading
    phoneLabel
    phones
    whatsappLabel
    whatsapp
    emailLabel
    email
    addressLabel
    address {
      street
      city
      postalCode
      country
    }
    hoursLabel
    hours {
      text
    }
    emergencyLabel
    emergency
  }

  fragment ContactSection on SiteJson {
    brand
    contact {
      eyebrow
      heading
      subtitle
      quoteHeading
      quoteText
      ...ContactDetails
    }
    form {
      ...QuoteFormLabels
    }
  }

  fragment QuoteFormLabels on SiteJsonForm {
    firstName {
      label
      placeholder
    }
    lastName {
      label
      placeholder
    }
    email {
      label
      placeholder
    }
    company {
      label
      placeholder
    }
    phone {
      label
      placeholder
    }
    industry {
      label
      placeholder
    }
    industryOther
    serviceVendorRegistration
    service {
      label
      placeholder
    }
    message {
      label
      placeholder
    }
    siteKind {
      label
      onshore
      offshore
    }
    site {
      label
    }
    neededBy {
      label
      placeholder
    }
    attachments {
      label
      hint
      drop
      remove
      uploading
      over
      errors {
        kind
        mismatch
        tooLarge
        tooMany
        total
      }
    }
    optional
    submit
    sending
    errors {
      required
      tooLong
      tooShort
      email
      phone
      select
      singleLine
      name
      unknown
      consent
      date
      pastDate
    }
    invalidToast
    successToast
    sentStatus
    failureToast
    honeypotLabel
    consent
    consentLink
  }

  fragment FormOptions on Query {
    formServices: allServicesJson(filter: { locale: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        formValue
        title
      }
    }
    formIndustries: allIndustriesJson(filter: { locale: { eq: $locale } }) {
      nodes {
        slug
        title
      }
    }
  }

  fragment ServiceCard on ServicesJson {
    slug
    title
    summary
    icon
  }

  # An inner page's frame (src/components/layout/inner-page.tsx): the layout, its search entry, and the
  # breadcrumbs and brand of its header.
  fragment InnerPage on Query {
    ...LayoutData
    seoPage(path: $path) {
      ...SeoHead
    }
    siteJson(locale: { eq: $locale }) {
      ...InnerPageSite
    }
  }

  fragment InnerPageSite on SiteJson {
    locale
    brand
    # The mark of a sample entry (a case study, head counts, the accreditation scope): words every such page uses.
    samples {
      tag
      caseStudy
      figures
    }
    servicePage {
      breadcrumbLabel
      breadcrumbHome
    }
  }

  # The ISO 9001 certificate as /quality/ and /prequalification/ both show it (the latter adds its issue date).
  fragment QualityCertificate on QualityJsonCertificate {
    sample
    heading
    standard
    number
    body
    scope
    validUntil
  }
  # The EGAC accreditation's facts both pages show; each asks for its own share of the scope.
  fragment QualityAccreditation on QualityJsonAccreditation {
    sample
    heading
    standard
    number
    body
    type
    validUntil
  }
  fragment ProjectCard on ProjectsJson {
    sample
    slug
    title
    summary
    figures {
      value
      label
    }
  }
`
