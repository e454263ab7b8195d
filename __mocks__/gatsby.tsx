import * as React from "react"

// Gatsby's documented unit-test setup: Link renders a plain anchor and graphql tags are inert.
type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }

module.exports = {
  graphql: jest.fn(),
  Link: ({ to, ...rest }: LinkProps) => React.createElement("a", { ...rest, href: to }),
  navigate: jest.fn(),
}
