// Times as staff in Alexandria read them.
export const cairoTime = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: "Africa/Cairo", dateStyle: "medium", timeStyle: "short" }).format(
    new Date(iso),
  )
