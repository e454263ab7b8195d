import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"

type Props = {
  image: IGatsbyImageData
  alt: string
  className?: string
  // Shown from Tailwind's lg breakpoint only, beside a page's heading on its first screen: loaded at once and
  // first there, and below it hidden and fetching nothing (its sources give a blank pixel). Any other picture
  // is further down the page and loads lazily.
  wideScreenOnly?: boolean
}

// Tailwind's lg breakpoint, as a media query: the two must agree.
const WIDE_SCREEN = "(min-width: 1024px)"
const WIDE_SCREEN_CLASS = "hidden lg:block"

// A transparent 1×1 GIF: what a media-limited picture shows, without a request, outside its media. It is
// written as a 1w candidate with its sizes because the <img> lists its candidates by width, and HTML holds every
// source of such a picture to the same form (the W3C checker reports a bare URL there as an error).
const BLANK = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7 1w"
const BLANK_SIZES = "1px"

// A srcset without gatsby-plugin-image's line breaks, and for a wide-screen picture without the candidates
// narrower than the picture: from 1024 px its slot is its full width (sizes), so a browser never picks them.
function candidates(srcSet: string | undefined, minWidth: number): string | undefined {
  return srcSet
    ?.split(/,\s*/)
    .filter((candidate) => Number(/\s(\d+)w$/.exec(candidate.trim())?.[1] ?? minWidth) >= minWidth)
    .join(",")
}

// The AVIF/WebP/PNG sources gatsby-plugin-image generates, rendered as a plain <picture>: it paints with
// the HTML (GatsbyImage keeps its main image at opacity 0 until React hydrates), carries width and height
// so the layout never shifts, and needs no inline script.
export function Picture({ image, alt, className = "", wideScreenOnly = false }: Props) {
  const { images, width, height } = image
  const minWidth = wideScreenOnly ? width : 0
  return (
    <picture className={wideScreenOnly ? `${WIDE_SCREEN_CLASS} ${className}`.trim() : className}>
      {wideScreenOnly && <source media={`not all and ${WIDE_SCREEN}`} srcSet={BLANK} sizes={BLANK_SIZES} />}
      {images.sources?.map((source) => (
        <source
          key={source.type}
          type={source.type}
          srcSet={candidates(source.srcSet, minWidth)}
          sizes={source.sizes}
        />
      ))}
      <img
        src={images.fallback?.src}
        srcSet={candidates(images.fallback?.srcSet, minWidth)}
        sizes={images.fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={wideScreenOnly ? "eager" : "lazy"}
        decoding="async"
        // React 18 knows no camelCase fetchPriority; the lower-case attribute is what browsers read.
        {...(wideScreenOnly ? { fetchpriority: "high" } : {})}
        className="block h-auto w-full"
      />
    </picture>
  )
}
