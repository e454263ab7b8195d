import * as React from "react"
import type { HeadFC, PageProps } from "gatsby"
import { StaffApp } from "../../components/staff/staff-app"

// Client-only routes under /staff/ (the staff workspace): nothing prerendered, not indexed, English only.
export default function StaffPage({ location }: PageProps) {
  return <StaffApp path={location.pathname} />
}

export const Head: HeadFC = () => (
  <>
    <title>Staff workspace</title>
    <meta name="robots" content="noindex, nofollow" />
  </>
)
