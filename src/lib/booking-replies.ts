import { z } from "zod"
import { BOOKING_STATES } from "./reexamination"

// What the re-examination booking answers (server/client/reexamination-routes.ts), for the server, the page and
// the tests.
export const bookingCreated = z.object({ reference: z.string(), items: z.number(), neededBy: z.string() })

export const bookingRequest = z.object({
  reference: z.string(),
  createdAt: z.string(),
  state: z.enum(BOOKING_STATES),
  scheduledFor: z.string().nullable(),
  neededBy: z.string().nullable(),
  askedBy: z.string(),
  items: z.number(),
  newCertificates: z.array(z.string()),
})
export const bookingList = z.object({ requests: z.array(bookingRequest) })

export type BookingCreated = z.infer<typeof bookingCreated>
export type BookingRequest = z.infer<typeof bookingRequest>
