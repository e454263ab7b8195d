// The quote form's props, apart from the component so that its hook (use-quote-form.ts) imports them without
// importing the component that imports the hook.
export type Option = { readonly value: string; readonly label: string }

export type QuoteFormProps = {
  labels: Queries.QuoteFormLabelsFragment
  services: readonly Option[]
  industries: readonly Option[]
  contact: { readonly phones: readonly string[]; readonly email: string }
  brand: string
}
