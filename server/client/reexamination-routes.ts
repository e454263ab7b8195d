import type { FastifyInstance } from "fastify"
import { cairoToday } from "../../src/lib/cairo-time"
import { bookingCreated, bookingList } from "../../src/lib/booking-replies"
import { BOOKINGS_PATH } from "../../src/lib/client-paths"
import type { CairoDate } from "../../src/lib/due-time"
import { hashClientAddress } from "../http/client-address"
import { errorReply, zodRoutes } from "../http/zod-routes"
import { memberOf, type ClientGuardOptions } from "./client-guard"
import { companyBookings, itemsToBook, saveBooking } from "./reexamination-query"
import { bookingBody } from "./reexamination-schemas"

export type ReexaminationRouteOptions = ClientGuardOptions & {
  ipHashSalt: string
  holidays: ReadonlySet<CairoDate>
  onMailQueued: () => void
}

// A member asks for the next examination of register items, and sees where the company's requests stand. The
// items must be the company's; anything else is refused naming the numbers, and nothing is stored.
export async function reexaminationRoutes(scope: FastifyInstance, options: ReexaminationRouteOptions) {
  const { db, clock } = options
  const app = zodRoutes(scope)

  app.get(BOOKINGS_PATH, { schema: { response: { 200: bookingList, "4xx": errorReply } } }, async (request) => ({
    requests: await companyBookings(db, memberOf(request).companyId),
  }))

  app.post(
    BOOKINGS_PATH,
    { schema: { body: bookingBody, response: { 200: bookingCreated, "4xx": errorReply } } },
    async (request, reply) => {
      const { companyId, userId } = memberOf(request)
      const body = request.body
      const now = clock()
      const today = cairoToday(now)
      const choice = body.numbers ? { numbers: body.numbers } : { site: body.site!, withinDays: body.withinDays! }
      const { items, unknown, booked } = await itemsToBook(db, companyId, choice, today)
      // Another company's number reads as one that is not in the register.
      if (unknown.length > 0) {
        return reply.code(400).send({
          error: `Not in your register, or withdrawn: ${unknown.slice(0, 10).join(", ")}`,
          code: "NOT_IN_REGISTER",
        })
      }
      // Booked already: the register marks it so; asking again would only make the inspectors' work twice.
      if (booked.length > 0) {
        return reply.code(409).send({
          error: `Booked already: ${booked.slice(0, 10).join(", ")}`,
          code: "ALREADY_BOOKED",
        })
      }
      if (items.length === 0) {
        return reply.code(400).send({
          error: "Nothing at this site is due within the window, or it is booked already.",
          code: "NOTHING_DUE",
        })
      }
      // Needed by the earliest due date of the items unless the member says otherwise (never a past day).
      const earliest = items.map((item) => item.valid_until ?? today).sort()[0]
      const neededBy = body.neededBy ?? (earliest < today ? today : earliest)
      if (neededBy < today)
        return reply.code(400).send({ error: "neededBy must not be before today.", code: "PAST_DAY" })
      const [member, company] = await Promise.all([
        db.selectFrom("client_user").select(["name", "email"]).where("id", "=", userId).executeTakeFirstOrThrow(),
        db.selectFrom("client_company").select("name").where("id", "=", companyId).executeTakeFirstOrThrow(),
      ])
      const saved = await saveBooking(
        db,
        {
          companyId,
          companyName: company.name,
          member,
          items,
          neededBy,
          note: body.note || null,
          locale: body.locale,
          ipHash: hashClientAddress(options.ipHashSalt, request.ip),
        },
        now,
        options.holidays,
      )
      options.onMailQueued()
      return { reference: saved.reference, items: items.length, neededBy }
    },
  )
}
