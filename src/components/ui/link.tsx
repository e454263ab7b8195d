import * as React from "react"
import { Link as GatsbyLink } from "gatsby"
import { localizePath } from "../../lib/locales"
import { useLocale } from "./locale"

type Props = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string }

// Gatsby's Link inside the current edition: components name a route once ("/services/") and an Arabic page
// links to /ar/services/.
export function Link({ to, ...props }: Props) {
  const locale = useLocale()
  return <GatsbyLink to={localizePath(to, locale)} {...props} />
}
