import * as React from "react"
import { Link } from "../ui/link"
import { servicePath } from "../../lib/routes"
import { BidiText } from "../ui/bidi-text"
import { Icon } from "../ui/icon"
import { Part } from "./page-part"

type Props = {
  heading: string
  services: readonly { readonly slug: string; readonly title: string; readonly icon: string }[]
}

export function OtherServices({ heading, services }: Props) {
  return (
    <div className="border-t border-mist-200 bg-mist-100 py-16">
      <Part id="other-services" heading={heading} className="mx-auto max-w-content px-4 sm:px-6 lg:px-8">
        <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.slug}>
              <Link
                to={servicePath(service.slug)}
                className="flex items-center gap-3 rounded-lg border border-mist-200 bg-white p-4 font-medium text-navy-900 hover:border-steel-300 hover:text-steel-700"
              >
                <Icon name={service.icon} className="h-5 w-5 shrink-0 text-steel-700" />
                <span>
                  <BidiText text={service.title} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Part>
    </div>
  )
}
