import type { CertificateKind } from "./certificate-kinds"

// Booking the next examination from the client register (issue 51), as the server and the pages share it.

// "Everything due within 60 days at a site": the window the register's booking offers in one step.
export const BOOKING_WINDOW_DAYS = 60
// At most this many items in one request: a rig's or a terminal's lifting gear, not a whole fleet's.
export const BOOKING_MAX_ITEMS = 500

// The service of the request form each kind of document comes from (the inbox's service filter and figures).
export const SERVICE_OF_KIND: Record<CertificateKind, string> = {
  "lifting-equipment": "lifting",
  "ndt-report": "ndt",
  "pressure-test": "hydrotesting",
  "coating-inspection": "painting",
  "heat-treatment": "heat-treatment",
  "competence-card": "training",
}

// Where a client's request stands, as the register shows it: received (new or contacted), quoted (quoted or won),
// scheduled (staff set the visit's date), done (every item has a newer certificate), closed (lost).
export const BOOKING_STATES = ["received", "quoted", "scheduled", "done", "closed"] as const
export type BookingState = (typeof BOOKING_STATES)[number]
