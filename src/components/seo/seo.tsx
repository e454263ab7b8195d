import * as React from "react"

type Props = { title: string; description: string; siteUrl: string; path: string; children?: React.ReactNode }

// Rendered through Gatsby's Head API on every page.
export function Seo({ title, description, siteUrl, path, children }: Props) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={`${siteUrl}${path}`} />
      <meta name="theme-color" content="#0B2545" />
      {children}
    </>
  )
}
