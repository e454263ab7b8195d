import * as React from "react"
import { SectionHeading } from "../ui/section-heading"
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
    <section id="contact" aria-labelledby="contact-heading" className="bg-mist-100 py-20 sm:py-24">
      <div className="mx-auto max-w-content px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="contact-heading"
          as={headingLevel}
          eyebrow={contact.eyebrow}
          title={contact.heading}
          intro={contact.subtitle}
        />
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
      </div>
    </section>
  )
}
