import * as React from "react"
import { liveQuery } from "dexie"
import type { DeviceDb } from "./device-store"
import { syncOnce, type Sender } from "./sync"

// A round of sending, from the page itself (Safari and Firefox have no Background Sync): when the app starts, when
// the browser says the network is back, when something is queued, and every half minute while anything waits.
export const RETRY_MS = 30_000

export type SyncState = { online: boolean; sending: boolean; waiting: number }

export function useSync(db: DeviceDb, sender: Sender | null, now: () => Date): SyncState & { kick: () => void } {
  const [online, setOnline] = React.useState(() => typeof navigator === "undefined" || navigator.onLine)
  const [sending, setSending] = React.useState(false)
  const [waiting, setWaiting] = React.useState(0)
  const running = React.useRef<Promise<void> | null>(null)
  const again = React.useRef(false)

  const kick = React.useCallback(() => {
    // The browser knows it has no network: nothing to try until its online event.
    if (!sender || !navigator.onLine) return
    if (running.current) {
      again.current = true
      return
    }
    setSending(true)
    running.current = (async () => {
      do {
        again.current = false
        const result = await syncOnce(db, sender, now).catch(() => null)
        if (result) setWaiting(result.left)
      } while (again.current)
    })().finally(() => {
      running.current = null
      setSending(false)
    })
  }, [db, sender, now])

  React.useEffect(() => {
    const up = () => {
      setOnline(true)
      kick()
    }
    const down = () => setOnline(false)
    window.addEventListener("online", up)
    window.addEventListener("offline", down)
    const timer = window.setInterval(() => {
      void db.queue.count().then((count) => {
        setWaiting(count)
        if (count) kick()
      })
    }, RETRY_MS)
    // Whatever is queued (here or in another tab) is counted at once (the header's "Waiting to send") and sent.
    const queue = liveQuery(() => db.queue.count()).subscribe({
      next: (count) => {
        setWaiting(count)
        if (count) kick()
      },
      error: () => undefined,
    })
    return () => {
      window.removeEventListener("online", up)
      window.removeEventListener("offline", down)
      window.clearInterval(timer)
      queue.unsubscribe()
    }
  }, [db, kick])

  return { online, sending, waiting, kick }
}
