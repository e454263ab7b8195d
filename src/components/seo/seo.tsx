import * as React from "react"
import { graphql } from "gatsby"
import { isolateLtrRuns } from "../../lib/bidi-runs"
import { OG_LOCALES, isLocale } from "../../lib/locales"
import { ArabicFont } from "./arabic-font-face"

// Rendered through Gatsby's Head API on every page. Everything it shows is computed at build time
// (site-build/seo/page-seo.ts, served as the GraphQL field seoPage), so this stays markup only: the title,
// the description, the canonical URL, Open Graph and Twitter tags, the social image and the JSON-LD blocks,
// or for a page search engines should skip, its title and "noindex".
export function Seo({ page }: { page: Queries.SeoHeadFragment }) {
  const { image } = page
  // <title> and attributes hold no elements: a code in an Arabic title ("API 653") is isolated by characters.
  const title = isolateLtrRuns(page.title)
  const description = page.description && isolateLtrRuns(page.description)
  const ogLocale = (locale: string) => (isLocale(locale) ? OG_LOCALES[locale] : locale)
  return (
    <>
      {page.locale === "ar" && <ArabicFont />}
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      {page.noindex && <meta name="robots" content="noindex" />}
      {page.canonical && (
        <>
          <link rel="canonical" href={page.canonical} />
          {page.alternates.map((alternate) => (
            <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.url} />
          ))}
          <meta property="og:type" content={page.type} />
          <meta property="og:locale" content={ogLocale(page.locale)} />
          {page.alternates
            .filter((alternate) => isLocale(alternate.hreflang) && alternate.hreflang !== page.locale)
            .map((alternate) => (
              <meta key={alternate.hreflang} property="og:locale:alternate" content={ogLocale(alternate.hreflang)} />
            ))}
          <meta property="og:site_name" content={page.siteName} />
          <meta property="og:url" content={page.canonical} />
          <meta property="og:title" content={title} />
          {description && <meta property="og:description" content={description} />}
          {/* X reads the title, description and image from the og: tags when it has no twitter: ones. */}
          <meta name="twitter:card" content="summary_large_image" />
        </>
      )}
      {image && (
        <>
          <meta property="og:image" content={image.url} />
          <meta property="og:image:type" content={image.type} />
          <meta property="og:image:width" content={String(image.width)} />
          <meta property="og:image:height" content={String(image.height)} />
          <meta property="og:image:alt" content={image.alt} />
          <meta name="twitter:image:alt" content={image.alt} />
        </>
      )}
      {page.jsonLd.map((json, index) => (
        // Serialised with "<" escaped (json-ld.ts), so the text cannot end the element early.
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
      ))}
    </>
  )
}

export const seoHeadFragment = graphql`
  fragment SeoHead on SeoPage {
    locale
    alternates {
      hreflang
      url
    }
    title
    description
    canonical
    noindex
    type
    siteName
    image {
      url
      width
      height
      type
      alt
    }
    jsonLd
  }
`
