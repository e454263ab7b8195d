import { z } from "zod"
import { FIRST_COPYRIGHT_YEAR } from "./copyright"
import { ICON_NAMES } from "./icon-names"
import { INDUSTRY_VALUES, SERVICE_VALUES } from "./quote-options"

// The shape editors must follow in data/. Objects are strict so a misspelt field is reported, not ignored.
export const text = z.string().trim().min(1, "must not be empty")
// A block of texts, each named and required.
export const strings = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, text])) as Record<K, typeof text>).strict()
export const icon = z.enum(ICON_NAMES, {
  errorMap: (issue, ctx) =>
    issue.code === "invalid_enum_value"
      ? { message: `"${String(issue.received)}" is not a known icon; use one of: ${ICON_NAMES.join(", ")}` }
      : { message: ctx.defaultError },
})
export const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens")
export const industryId = z.enum(INDUSTRY_VALUES.filter((value) => value !== "other") as [string, ...string[]], {
  errorMap: (issue, ctx) =>
    issue.code === "invalid_enum_value"
      ? { message: `"${String(issue.received)}" is not an industry id; use one of: ${issue.options.join(", ")}` }
      : { message: ctx.defaultError },
})
const labelled = z.object({ label: text, placeholder: text }).strict()
// A mail's text that must keep some of its {placeholders}: a password mail without {link} could not be used.
export const mentioning = (...names: string[]) =>
  text.regex(
    new RegExp(`^${names.map((name) => `(?=[\\s\\S]*\\{${name}\\})`).join("")}`),
    `must contain ${names.map((name) => `{${name}}`).join(" and ")}`,
  )

export const serviceSchema = z
  .object({
    order: z.number().int().nonnegative(),
    slug,
    title: text,
    formValue: z.enum(SERVICE_VALUES, {
      errorMap: (issue, ctx) =>
        issue.code === "invalid_enum_value"
          ? {
              message: `"${String(issue.received)}" is not in the quote form's service list; use one of: ${SERVICE_VALUES.join(", ")}`,
            }
          : { message: ctx.defaultError },
    }),
    icon,
    image: text.optional(),
    imageAlt: text.optional(),
    summary: text,
    overview: z.array(text).min(1, "must list at least one item"),
    scopeHeading: text,
    scope: z.array(text).min(1, "must list at least one item"),
    methods: z.array(z.object({ name: text, detail: text }).strict()).min(1, "must list at least one item"),
    standards: z.array(z.object({ code: text, title: text }).strict()),
    deliverables: z.array(text).min(1, "must list at least one item"),
    // What a buyer's engineer checks before ordering: the acceptance codes and the qualification for each method,
    // the report turnaround, the methods' limits and, where one fits, a sample report (its facts marked sample).
    // Optional so a service can be drafted in /admin/ before its codes are written; every shipped service has one
    // (src/components/sections/service-codes.test.tsx, e2e/service-codes.spec.ts).
    acceptance: z
      .object({
        methods: z
          .array(z.object({ method: text, criteria: text, qualification: text }).strict())
          .min(1, "must list at least one item"),
        turnaround: text,
        limits: z.array(text).min(1, "must list at least one item"),
        sampleReport: text.optional(),
      })
      .strict()
      .optional(),
    industries: z.array(industryId).min(1, "must list at least one item"),
  })
  .strict()
  .refine((service) => !service.image || service.imageAlt, {
    message: "is required when image is set",
    path: ["imageAlt"],
  })

export const industrySchema = z
  .object({
    slug: industryId,
    title: text,
    icon,
    description: text,
    sectors: z.array(text).min(1, "must list at least one item"),
  })
  .strict()

const card = z.object({ title: text, icon, text }).strict()
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const
// schema.org place types an area served may have (https://schema.org/Place and its subtypes).
const PLACE_TYPES = ["Place", "Country", "Continent", "State", "City", "AdministrativeArea"] as const

export const siteSchema = z
  .object({
    brand: text,
    description: text,
    // Search and sharing: page titles ({brand}, {title}, {tagline}: the hero's heading), the social image's caption and alt text,
    // and the areas the company serves (structured data).
    seo: z
      .object({
        homeTitle: text,
        titleTemplate: text,
        serviceTitleTemplate: text,
        imageCaption: text,
        imageAlt: text,
        areaServed: z
          .array(
            z
              .object({
                type: z.enum(PLACE_TYPES, {
                  errorMap: () => ({ message: `must be one of: ${PLACE_TYPES.join(", ")}` }),
                }),
                name: text,
              })
              .strict(),
          )
          .min(1, "must list at least one item"),
      })
      .strict(),
    hero: z
      .object({
        claims: z
          .array(
            z
              .object({
                label: text,
                icon,
                link: z
                  .string()
                  .regex(/^\/([a-z0-9-]+\/)*$/, "must be a site path like /quality/")
                  .optional(),
              })
              .strict(),
          )
          .min(1, "must list at least one item"),
        heading: text,
        lead: text,
        primaryCta: text,
        secondaryCta: text,
        stats: z.array(z.object({ value: text, label: text }).strict()).min(1, "must list at least one item"),
        image: text.optional(),
        imageAlt: text.optional(),
      })
      .strict(),
    about: z
      .object({
        eyebrow: text,
        heading: text,
        intro: text,
        qualityLink: text,
        cards: z.array(card).min(1, "must list at least one item"),
        whyHeading: text,
        whyIntro: text,
        reasons: z.array(card).min(1, "must list at least one item"),
      })
      .strict(),
    servicesSection: z.object({ eyebrow: text, heading: text, intro: text, learnMore: text, viewAll: text }).strict(),
    industriesSection: z
      .object({
        eyebrow: text,
        heading: text,
        intro: text,
        other: z.object({ heading: text, text, cta: text }).strict(),
      })
      .strict(),
    servicesPage: z
      .object({
        title: text,
        description: text,
        heading: text,
        intro: text,
        ctaHeading: text,
        ctaText: text,
        ctaButton: text,
      })
      .strict(),
    servicePage: z
      .object({
        breadcrumbLabel: text,
        breadcrumbHome: text,
        breadcrumbServices: text,
        overviewHeading: text,
        methodsHeading: text,
        standardsHeading: text,
        deliverablesHeading: text,
        // The "Codes, acceptance and turnaround" block (src/components/sections/service-codes.tsx); workingDays
        // defines the working days every turnaround is counted in.
        codes: z
          .object({
            heading: text,
            criteria: text,
            qualification: text,
            turnaround: text,
            workingDays: text,
            limits: text,
            sampleReport: text,
            sampleTag: text,
          })
          .strict(),
        industriesHeading: text,
        otherServicesHeading: text,
        ctaHeading: text,
        ctaText: text,
        ctaButton: text,
      })
      .strict(),
    contact: z
      .object({
        eyebrow: text,
        heading: text,
        subtitle: text,
        pageTitle: text,
        pageDescription: text,
        quoteHeading: text,
        quoteText: text,
        infoHeading: text,
        phoneLabel: text,
        phones: z
          .array(text.regex(/^\+?[\d ()-]{7,24}$/, "must be a phone number like +20 3 420 1100"))
          .min(1, "must list at least one item"),
        whatsappLabel: text,
        // wa.me click-to-chat: the number in international form (a sample value, like the phones).
        whatsapp: text.regex(/^\+[\d ]{7,20}$/, "must be an international number like +20 100 555 0147"),
        emailLabel: text,
        email: z.string().email("must be an e-mail address"),
        addressLabel: text,
        address: z
          .object({
            street: text,
            city: text,
            postalCode: text,
            country: text,
            countryCode: z.string().regex(/^[A-Z]{2}$/, "must be an ISO 3166-1 alpha-2 code like EG"),
          })
          .strict(),
        hoursLabel: text,
        hours: z
          .object({
            text,
            days: z
              .array(z.enum(WEEKDAYS, { errorMap: () => ({ message: `must be one of: ${WEEKDAYS.join(", ")}` }) }))
              .min(1, "must list at least one item"),
            opens: text.regex(/^\d\d:\d\d$/, "must be HH:MM"),
            closes: text.regex(/^\d\d:\d\d$/, "must be HH:MM"),
          })
          .strict(),
        emergencyLabel: text,
        emergency: text,
        // The number answered around the clock, which the acknowledgement gives for what cannot wait.
        emergencyPhone: text,
      })
      .strict(),
    form: z
      .object({
        firstName: labelled,
        lastName: labelled,
        email: labelled,
        company: labelled,
        phone: labelled,
        industry: labelled,
        industryOther: text,
        serviceVendorRegistration: text,
        service: labelled,
        message: labelled,
        siteKind: z.object({ label: text, onshore: text, offshore: text }).strict(),
        site: z.object({ label: text }).strict(),
        neededBy: labelled,
        attachments: z
          .object({
            label: text,
            hint: text,
            drop: text,
            remove: text,
            uploading: text,
            over: text,
            errors: z.object({ kind: text, mismatch: text, tooLarge: text, tooMany: text, total: text }).strict(),
          })
          .strict(),
        optional: text,
        submit: text,
        sending: text,
        errors: z
          .object({
            required: text,
            tooLong: text,
            tooShort: text,
            email: text,
            phone: text,
            select: text,
            singleLine: text,
            name: text,
            unknown: text,
            consent: text,
            date: text,
            pastDate: text,
          })
          .strict(),
        invalidToast: text,
        successToast: text,
        sentStatus: text,
        failureToast: text,
        honeypotLabel: text,
        consent: text,
        consentLink: text,
      })
      .strict(),
    mail: z
      .object({
        notificationSubject: text,
        notificationIntro: text,
        referenceLabel: text,
        receivedLabel: text,
        languageLabel: text,
        pageLabel: text,
        acknowledgementSubject: text,
        acknowledgementGreeting: text,
        acknowledgementBody: z.array(text).min(1, "must list at least one item"),
        acknowledgementSignature: text,
        filesLabel: text,
        acknowledgementFiles: text,
      })
      .strict(),
    // The workspace's mails to staff (server/mail/workspace-mails.ts): a password link (an invitation or a reset),
    // a request assigned, the 24-hour promise's reminders. Nobody has told us a staff member's language, so each
    // mail says it in English, then in Arabic.
    workspaceMail: z
      .object({
        accountSubject: text,
        accountBody: mentioning("link"),
        assignedSubject: text,
        assignedBody: mentioning("link"),
        dueSoonSubject: text,
        dueSoonBody: mentioning("link"),
        overdueSubject: text,
        overdueBody: mentioning("link"),
      })
      .strict(),
    // The mail of a dangerous defect found on site (server/inspect/dangerous-defect.ts), to the client company's
    // administrators and the job's staff, each in their language (both when unknown). It names what, where, what is
    // wrong, who found it and when, so it is useful on its own; it carries no link.
    dangerousDefectMail: z
      .object({
        subject: mentioning("item", "serial"),
        body: mentioning("company", "item", "serial", "site", "defect", "inspector", "time"),
        noSerial: text,
      })
      .strict(),
    // The mail to a client company's members when a report of theirs is reviewed and issued (issue 62,
    // server/inspect/issue-mail.ts), each in their language (both when unknown): what was issued under which number,
    // its next due date, where the signed PDF is and how anyone can check it.
    reportIssuedMail: z
      .object({
        subject: mentioning("number", "item"),
        body: mentioning("company", "item", "serial", "site", "inspected", "number", "due", "link", "verify"),
        due: mentioning("date"),
        noDue: text,
        noSerial: text,
      })
      .strict(),
    nav: z
      .object({
        home: text,
        services: text,
        industries: text,
        about: text,
        contact: text,
        getQuote: text,
        openMenu: text,
        closeMenu: text,
        menuTitle: text,
        skipToContent: text,
        primaryLabel: text,
        homeLabel: text,
        // This edition's language, named in itself ("English", "العربية"): the language switcher's text.
        languageName: text,
      })
      .strict(),
    footer: z
      .object({
        blurb: text,
        servicesHeading: text,
        companyHeading: text,
        contactHeading: text,
        copyrightYear: z.number().int().min(FIRST_COPYRIGHT_YEAR).max(2100),
        rights: text,
        links: z
          .object({
            quality: text,
            prequalification: text,
            projects: text,
            complaints: text,
            privacy: text,
            verify: text,
            // The clients' register (/client/): the public site's way in for a returning client.
            client: text,
            // "Company profile (PDF, {size} MB)": the size of the edition's PDF, measured by the build.
            profile: text,
          })
          .strict(),
      })
      .strict(),
    phoneBar: z.object({ label: text, call: text, whatsapp: text, quote: text }).strict(),
    projectsPage: z
      .object({
        title: text,
        description: text,
        intro: text,
        recentWork: text,
        viewAll: text,
        client: text,
        location: text,
        industry: text,
        completed: text,
        services: text,
        scope: text,
        codes: text,
        methods: text,
        figures: text,
        outcome: text,
        readMore: text,
      })
      .strict(),
    // The mark a buyer sees beside an entry of data/ flagged `sample` (a case study, the head counts, the
    // accreditation scope), in the site, the prequalification pack and the profile PDF: what it is, not an
    // editor's to-do.
    samples: z.object({ tag: text, caseStudy: text, figures: text }).strict(),
    quoteReceived: z
      .object({
        title: text,
        heading: text,
        referenceLabel: text,
        text,
        urgent: text,
        homeLink: text,
        servicesLink: text,
      })
      .strict(),
    quoteNotSent: z
      .object({
        title: text,
        heading: text,
        invalidText: text,
        failedText: text,
        backHint: text,
        backLink: text,
        callText: text,
      })
      .strict(),
    notFound: z.object({ title: text, code: text, heading: text, text, homeLink: text }).strict(),
    errorScreen: z.object({ heading: text, homeLink: text }).strict(),
    toast: z.object({ dismiss: text }).strict(),
  })
  .strict()

// data/glossary.json: the site's technical terms, one row each, with the English and the Arabic the texts use and
// the Arabic variants they must not (the content check refuses those anywhere in data/). A term is listed because
// it drifted, so each names at least one variant. The rows are the same in both editions: edited once.
export const glossarySchema = z
  .object({
    title: text,
    intro: text,
    terms: z
      .array(
        z
          .object({
            english: text,
            arabic: text,
            avoid: z.array(text).min(1, "must list at least one variant to avoid"),
            // Where the term applies, when a variant is right elsewhere («البند» for a clause of a code).
            note: text.optional(),
            // How a variant is found (content/glossary-check.ts): by default inside any word, diacritics ignored;
            // "words" only as a whole word (the singular «أنت» is inside the plural «أنتم»); "marks" as written,
            // diacritics included (a spelling: the tanween on the alif, «اً»).
            match: z.enum(["words", "marks"]).optional(),
          })
          .strict(),
      )
      .min(1, "must list at least one item"),
  })
  .strict()

export type GlossaryData = z.infer<typeof glossarySchema>
export type ServiceData = z.infer<typeof serviceSchema>
export type SiteData = z.infer<typeof siteSchema>
