import * as React from "react"
import { Router, type RouteComponentProps } from "@gatsbyjs/reach-router"

// The client-only apps' routing (the workspace under /staff/, the register under /client/ and /ar/client/), as
// Gatsby documents for client-only routes. Gatsby hands every path below an app to its one page; the Router picks
// the app's page from the path, and Gatsby's Link and navigate, back and forward, change what it shows.

// The pages, the one whose path matches shown in place: no wrapper element, and the focus stays where the visitor
// left it (a primary Router would move it to the page).
export function AppRoutes({ children }: { children: React.ReactNode }) {
  return (
    <Router primary={false} component={React.Fragment}>
      {children}
    </Router>
  )
}

// One page: `path` (or `default`, any other path) is Reach Router's; `page` is what it shows.
export function AppRoute({ page }: RouteComponentProps & { page: React.ReactElement }) {
  return page
}
