import * as React from "react"
import { HeadedSection } from "./headed-section"
import { ContactInfo } from "./contact-info"
import { QuoteForm, type Option } from "../forms/quote-form"

type Props = {
  content: Queries.ContactSectionFragment
  services: readonly Option[]
  industries: readonly Option[]
  headingLevel?: "h1" | "h2"
}

export function ContactSection({ content, services, industries, headingLevel = "h2" }: Props) {
  const { contact, form } = content
  // Card headings sit one level below the section heading, whichever level the page gives it.
  const CardHeading = headingLevel === "h1" ? "h2" : "h3"
  return (
    <HeadedSection
      id="contact"
      as={headingLevel}
      texts={{ eyebrow: contact.eyebrow, heading: contact.heading, intro: contact.subtitle }}
      className="bg-mist-100 py-20 sm:py-24"
    >
      <div className="mt-12 grid gap-8 lg:grid-cols-[1.6fr_1fr]">
        <div className="rounded-xl border border-mist-200 bg-white p-6 sm:p-8">
          <CardHeading className="text-xl font-semibold text-navy-900">{contact.quoteHeading}</CardHeading>
          <p className="mt-2 text-slate-700">{contact.quoteText}</p>
          <div className="mt-6">
            <QuoteForm
              labels={form}
              services={services}
              industries={industries}
              contact={contact}
              brand={content.brand}
            />
          </div>
        </div>
        <ContactInfo details={contact} headingLevel={CardHeading} />
      </div>
    </HeadedSection>
  )
}
