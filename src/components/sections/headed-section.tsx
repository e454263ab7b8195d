import * as React from "react"
import { SectionHeading } from "../ui/section-heading"

// A band's texts as data/site.json words them.
type Texts = { readonly eyebrow?: string; readonly heading: string; readonly intro?: string }

type Props = Omit<React.ComponentPropsWithoutRef<"section">, "id"> & {
  // The section's anchor (#services); its heading is `${id}-heading`.
  id: string
  texts: Texts
}

// A full-width band of the home page: its anchor, its heading with eyebrow and introduction, and what it holds, in
// the site's content width. The band's colour and spacing come in className.
export function HeadedSection({ id, texts, children, ...section }: Props) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} {...section}>
      <div className="mx-auto max-w-content px-4 sm:px-6 lg:px-8">
        <SectionHeading id={`${id}-heading`} eyebrow={texts.eyebrow} title={texts.heading} intro={texts.intro} />
        {children}
      </div>
    </section>
  )
}
