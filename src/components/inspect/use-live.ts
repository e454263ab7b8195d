import * as React from "react"
import { liveQuery } from "dexie"

// A value read from the device's database, read again whenever what it read changes (Dexie's liveQuery), in this
// tab or another. Undefined until first read.
export function useLive<T>(query: () => Promise<T>, deps: React.DependencyList): T | undefined {
  const [value, setValue] = React.useState<T>()
  React.useEffect(() => {
    const subscription = liveQuery(query).subscribe({ next: setValue, error: () => undefined })
    return () => subscription.unsubscribe()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps)
  return value
}
