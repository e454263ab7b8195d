import type { FieldValue } from "../../lib/inspect-replies"

// A removed photo's id taken out of wherever the report listed it: a photos field, a defect's or an indication's
// own photos.
export function withoutPhoto(values: Record<string, FieldValue>, photoId: string): Record<string, FieldValue> {
  return Object.fromEntries(
    Object.entries(values).map(([id, value]) => [
      id,
      Array.isArray(value)
        ? (value as unknown[]).flatMap((entry) =>
            entry === photoId
              ? []
              : typeof entry === "object" && entry !== null && "photoIds" in entry
                ? [{ ...entry, photoIds: (entry as { photoIds: string[] }).photoIds.filter((other) => other !== photoId) }]
                : [entry],
          )
        : value,
    ]),
  ) as Record<string, FieldValue>
}
