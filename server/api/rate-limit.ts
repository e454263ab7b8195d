// Fixed-size sliding window per client address, in memory: enough for one instance; max 0 turns it off.
export type RateLimiter = {
  hit: (key: string, now?: number) => { allowed: true } | { allowed: false; retryAfterSeconds: number }
}

export function createRateLimiter({ max, windowMs }: { max: number; windowMs: number }): RateLimiter {
  const hits = new Map<string, number[]>()
  let lastSweep = 0

  function sweep(now: number) {
    if (now - lastSweep < windowMs) return
    lastSweep = now
    for (const [key, times] of hits) if (times[times.length - 1] <= now - windowMs) hits.delete(key)
  }

  return {
    hit(key, now = Date.now()) {
      if (max === 0) return { allowed: true }
      sweep(now)
      const recent = (hits.get(key) ?? []).filter((time) => time > now - windowMs)
      if (recent.length >= max) {
        hits.set(key, recent)
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0] + windowMs - now) / 1000)) }
      }
      recent.push(now)
      hits.set(key, recent)
      return { allowed: true }
    },
  }
}
