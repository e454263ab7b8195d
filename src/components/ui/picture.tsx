import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"

type Props = {
  image: IGatsbyImageData
  alt: string
  loading?: "eager" | "lazy"
  className?: string
  // A media query outside which the browser loads nothing for this picture (it gets a blank pixel there and
  // should be hidden there too): for art shown eagerly on wide screens and lazily, elsewhere, on narrow ones.
  onlyFor?: string
}

// Tailwind's lg breakpoint: from there the artwork sits beside a page's heading, on its first screen.
export const WIDE_SCREEN = "(min-width: 1024px)"

// A transparent 1×1 GIF: what a media-limited picture shows, without a request, outside its media.
const BLANK = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"

// The AVIF/WebP/PNG sources gatsby-plugin-image generates, rendered as a plain <picture>: it paints with
// the HTML (GatsbyImage keeps its main image at opacity 0 until React hydrates), carries width and height
// so the layout never shifts, and needs no inline script.
export function Picture({ image, alt, loading = "lazy", className = "", onlyFor }: Props) {
  const { images, width, height } = image
  return (
    <picture className={className}>
      {onlyFor && <source media={`not all and ${onlyFor}`} srcSet={BLANK} />}
      {images.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={images.fallback?.src}
        srcSet={images.fallback?.srcSet}
        sizes={images.fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={loading}
        decoding="async"
        // React 18 knows no camelCase fetchPriority; the lower-case attribute is what browsers read.
        {...(loading === "eager" ? { fetchpriority: "high" } : {})}
        className="block h-auto w-full"
      />
    </picture>
  )
}
