import * as React from "react"

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
      className="mx-auto mt-10 max-w-md space-y-4 rounded-lg border border-slate-200 bg-white p-6"
    >
      <h1 className="text-xl font-semibold text-slate-900">{heading}</h1>
      {intro && <p className="text-sm text-slate-700">{intro}</p>}
      {children}
    </form>
  )
}
