import * as React from "react"
import { telHref } from "../../lib/format"
import { whatsappHref } from "../../lib/routes"

type Props = {
  labels: { readonly label: string; readonly call: string; readonly whatsapp: string; readonly quote: string }
  phone: string
  whatsapp: string
  quoteHref: string
}

const itemClass = "flex items-center justify-center px-2 text-center font-semibold"

// On phones, where a call or a WhatsApp message is how people reach a company: three plain links fixed to the
// bottom, above the home indicator (safe area), and a spacer of the same height after the footer, so the bar
// covers nothing. Links only: wa.me opens WhatsApp; nothing is loaded from it. Rendered once the page's script
// runs, like the mobile menu: the HTML of every page must fit TCP's first window, and the same links are in the
// footer and the contact card without script.
export function PhoneBar({ labels, phone, whatsapp, quoteHref }: Props) {
  const [shown, setShown] = React.useState(false)
  React.useEffect(() => {
    setShown(true)
    // Whatever gets focus scrolls into view above the bar (WCAG 2.4.11), as below the sticky header.
    document.documentElement.classList.add("has-phone-bar")
    return () => document.documentElement.classList.remove("has-phone-bar")
  }, [])
  if (!shown) return null
  return (
    <>
      <div aria-hidden="true" className="h-[calc(3.5rem+env(safe-area-inset-bottom))] sm:hidden" />
      <nav
        aria-label={labels.label}
        className="on-dark fixed inset-x-0 bottom-0 z-20 grid h-[calc(3.5rem+env(safe-area-inset-bottom))] grid-cols-3 border-t border-white/10 bg-navy-950 pb-[env(safe-area-inset-bottom)] text-white sm:hidden"
      >
        <a href={telHref(phone)} className={itemClass}>
          {labels.call}
        </a>
        <a href={whatsappHref(whatsapp)} className={`${itemClass} border-x border-white/10`}>
          {labels.whatsapp}
        </a>
        <a href={quoteHref} className={`${itemClass} bg-accent-500 text-navy-950`}>
          {labels.quote}
        </a>
      </nav>
    </>
  )
}
