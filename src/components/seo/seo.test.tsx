import * as React from "react"
import { render } from "@testing-library/react"
import { Seo } from "./seo"

const page: Queries.SeoHeadFragment = {
  locale: "en",
  alternates: [
    { hreflang: "en", url: "https://www.example.test/services/ndt/" },
    { hreflang: "ar", url: "https://www.example.test/ar/services/ndt/" },
    { hreflang: "x-default", url: "https://www.example.test/services/ndt/" },
  ],
  title: "NDT Services in Alexandria, Egypt | Inspection",
  description: "PAUT, TOFD and more.",
  canonical: "https://www.example.test/services/ndt/",
  noindex: false,
  type: "website",
  siteName: "Inspection",
  image: {
    url: "https://www.example.test/og/services/ndt.png",
    width: 1200,
    height: 630,
    type: "image/png",
    alt: "Inspection logo and the words “NDT Services”",
  },
  jsonLd: ['{"@context":"https://schema.org","@type":"Service","name":"\\u003c/script\\u003e"}'],
}

const content = (container: HTMLElement, selector: string) => container.querySelector(selector)?.getAttribute("content")

test("an indexable page gets title, description, canonical, Open Graph, Twitter and its JSON-LD", () => {
  const { container } = render(<Seo page={page} />)
  expect(container.querySelector("title")).toHaveTextContent(page.title)
  expect(content(container, 'meta[name="description"]')).toBe(page.description)
  expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute("href", page.canonical)
  expect(content(container, 'meta[property="og:url"]')).toBe(page.canonical)
  expect(content(container, 'meta[property="og:type"]')).toBe("website")
  expect(content(container, 'meta[property="og:title"]')).toBe(page.title)
  expect(content(container, 'meta[property="og:description"]')).toBe(page.description)
  expect(content(container, 'meta[property="og:image"]')).toBe(page.image!.url)
  expect(content(container, 'meta[property="og:image:width"]')).toBe("1200")
  expect(content(container, 'meta[property="og:image:height"]')).toBe("630")
  expect(content(container, 'meta[property="og:image:alt"]')).toBe(page.image!.alt)
  expect(content(container, 'meta[name="twitter:card"]')).toBe("summary_large_image")
  expect(content(container, 'meta[name="twitter:image:alt"]')).toBe(page.image!.alt)
  expect(container.querySelector('meta[name="robots"]')).toBeNull()

  const scripts = container.querySelectorAll('script[type="application/ld+json"]')
  expect(scripts).toHaveLength(1)
  // The serialised text goes in as is: no HTML entities, still one element.
  expect(scripts[0].innerHTML).toBe(page.jsonLd[0])
  expect(JSON.parse(scripts[0].textContent!).name).toBe("</script>")
})

test("a noindex page gets its title and noindex, and nothing that would invite indexing", () => {
  const { container } = render(
    <Seo page={{ ...page, noindex: true, canonical: null, description: null, image: null, jsonLd: [] }} />,
  )
  expect(container.querySelector("title")).toHaveTextContent(page.title)
  expect(content(container, 'meta[name="robots"]')).toBe("noindex")
  expect(container.querySelector('link[rel="canonical"]')).toBeNull()
  expect(container.querySelector('meta[property^="og:"]')).toBeNull()
  expect(container.querySelector('meta[name="description"]')).toBeNull()
  expect(container.querySelector("script")).toBeNull()
})

test("each page names its language and points to its translations; only Arabic pages load the Arabic font", () => {
  const { container, rerender } = render(<Seo page={page} />)
  const alternates = [...container.querySelectorAll('link[rel="alternate"]')].map((link) => [
    link.getAttribute("hreflang"),
    link.getAttribute("href"),
  ])
  expect(alternates).toEqual(page.alternates.map((alternate) => [alternate.hreflang, alternate.url]))
  expect(content(container, 'meta[property="og:locale"]')).toBe("en_US")
  expect(content(container, 'meta[property="og:locale:alternate"]')).toBe("ar_EG")
  expect(container.querySelector("style")).toBeNull()

  rerender(<Seo page={{ ...page, locale: "ar", canonical: "https://www.example.test/ar/services/ndt/" }} />)
  expect(content(container, 'meta[property="og:locale"]')).toBe("ar_EG")
  expect(content(container, 'meta[property="og:locale:alternate"]')).toBe("en_US")
  // Declared, never preloaded: nothing is fetched before the first paint (src/lib/deferred-assets.ts).
  expect(container.querySelector('link[rel="preload"]')).toBeNull()
  expect(container.querySelectorAll("style")[0].textContent).toMatch(
    /^@font-face\{font-family:"IBM Plex Sans Arabic";.*font-display:optional.*\}@font-face\{/,
  )
})
