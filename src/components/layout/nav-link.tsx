import * as React from "react"
import { BidiText } from "../ui/bidi-text"
import { Link } from "../ui/link"
import type { NavItem } from "./nav-items"

type Props = { item: NavItem; className: string; onClick?: () => void }

// Same-page anchors are plain links (the browser scrolls); everything else uses Gatsby's Link.
export function NavLink({ item, className, onClick }: Props) {
  if (item.href.startsWith("#")) {
    return (
      <a href={item.href} aria-current={item.current} className={className} onClick={onClick}>
        <BidiText text={item.label} />
      </a>
    )
  }
  return (
    <Link to={item.href} aria-current={item.current} className={className} onClick={onClick}>
      <BidiText text={item.label} />
    </Link>
  )
}
