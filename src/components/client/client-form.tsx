import * as React from "react"
import { CARD, CARD_HEADING } from "../ui/app-styles"

// The frame of the register's signed-out forms (sign-in, set password, invitation): a heading and a card.
export function ClientForm({
  heading,
  intro,
  onSubmit,
  children,
}: {
  heading: string
  intro?: string
  onSubmit: (form: FormData) => Promise<void>
  children: React.ReactNode
}) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        void onSubmit(new FormData(event.currentTarget))
      }}
      className={`mx-auto mt-10 max-w-md space-y-4 ${CARD}`}
    >
      <h1 className={CARD_HEADING}>{heading}</h1>
      {intro && <p className="text-sm text-slate-700">{intro}</p>}
      {children}
    </form>
  )
}
