import { INVITATION_VALID_SECONDS } from "./settings"

// An invitation lapses 7 days after it was made, on the server's clock (the library measures its own expiry on the
// system's; both must hold): its acceptance (auth-routes.ts) and its set-password link (auth.ts) end then.
export const invitationLapsed = (createdAt: Date | string, now: Date) =>
  now.getTime() - new Date(createdAt).getTime() > INVITATION_VALID_SECONDS * 1000
