import * as React from "react"
import { HOME_PATH } from "../../lib/routes"
import { PageHeader } from "../sections/page-header"
import { Layout } from "./layout"
import type { PageKind } from "./types"

type Props = {
  // The InnerPage fragment of src/queries/fragments.ts, spread by the page's query.
  data: Queries.InnerPageFragment
  title: string
  intro?: string
  page?: PageKind
  children: React.ReactNode
}

// A page one step below home (services, projects, the trust pages): the layout and the navy header, its
// breadcrumbs leading home.
export function InnerPage({ data, title, intro, page = "other", children }: Props) {
  const labels = data.siteJson!.servicePage
  return (
    <Layout data={data} page={page}>
      <PageHeader
        title={title}
        intro={intro}
        breadcrumbLabel={labels.breadcrumbLabel}
        breadcrumbs={[{ label: labels.breadcrumbHome, to: HOME_PATH }, { label: title }]}
      />
      {children}
    </Layout>
  )
}
