// What a visitor typed survives a reload (or a failed send) until the request succeeds. Each form keeps its own.
const KEY = "quote-draft"

export function loadDraft<T extends Record<string, string>>(empty: T, key = KEY): T | null {
  try {
    const raw = window.sessionStorage.getItem(key)
    if (!raw) return null
    const saved = JSON.parse(raw) as Record<string, unknown>
    const draft = { ...empty }
    for (const key of Object.keys(empty) as (keyof T)[]) {
      if (typeof saved[key as string] === "string") draft[key] = saved[key as string] as T[keyof T]
    }
    return draft
  } catch {
    return null
  }
}

export function saveDraft(values: Record<string, string>, key = KEY): void {
  try {
    if (Object.values(values).some((value) => value !== "")) window.sessionStorage.setItem(key, JSON.stringify(values))
    else window.sessionStorage.removeItem(key)
  } catch {
    // storage full or disabled: the form still works, only the draft is not kept
  }
}

export function clearDraft(key = KEY): void {
  try {
    window.sessionStorage.removeItem(key)
  } catch {
    // nothing to clear
  }
}
