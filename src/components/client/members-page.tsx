import * as React from "react"
import { CLIENT_AUTH_PATH } from "../../lib/client-paths"
import { fill, formatDate } from "../../lib/format"
import { companyInvitationsReply, companyMembersReply } from "../../lib/company-people-replies"
import { ApiError } from "../../lib/json-fetch"
import { readReply } from "../../lib/read-reply"
import type { Locale } from "../../lib/locales"
import { FormError } from "../ui/app-controls"
import { clientAuthCall } from "./client-auth"
import type { ClientMe, ClientTexts, CompanyInvitation, CompanyMember } from "./client-types"
import { CompanyTwoFactor } from "./company-two-factor"
import { InviteMember } from "./invite-member"
import { MemberRow, roleName } from "./member-row"
import { companyName } from "./company-name"
import { ClientSection } from "./client-section"

type Props = { texts: ClientTexts; me: ClientMe; locale: Locale }
// loaded: how many times the lists were read, so that a refused change leaves no row showing what was refused.
type Lists = { members: CompanyMember[]; invitations: CompanyInvitation[]; loaded: number }

// A client administrator's page of the company's people (issue 50): who has access and in which role, the
// invitations not yet accepted, an invitation to a colleague, and whether two-factor sign-in is required. The
// library's rules hold on the server: only administrators change anything, and the last one stays.
export function MembersPage({ texts, me, locale }: Props) {
  const t = texts.members
  const [lists, setLists] = React.useState<Lists | null>(null)
  const [message, setMessage] = React.useState({ error: "", status: "" })
  const company = companyName(me, locale)

  const load = React.useCallback(async () => {
    const [listed, invitations] = await Promise.all([
      readReply(companyMembersReply, `${CLIENT_AUTH_PATH}/organization/list-members`),
      readReply(companyInvitationsReply, `${CLIENT_AUTH_PATH}/organization/list-invitations`),
    ])
    setLists((before) => ({
      members: listed.members,
      invitations: invitations.filter((invitation) => invitation.status === "pending"),
      loaded: (before?.loaded ?? 0) + 1,
    }))
  }, [])
  React.useEffect(() => void load().catch(() => setMessage({ error: t.failed, status: "" })), [load, t.failed])

  // A change, then the lists as the server has them now; the library's refusal of the last administrator in words.
  async function change(call: () => Promise<unknown>, done: string) {
    try {
      await call()
      setMessage({ error: "", status: done })
    } catch (caught) {
      const code = caught instanceof ApiError ? (caught.code ?? "") : ""
      setMessage({ error: code.includes("OWNER") ? t.lastOwner : t.failed, status: "" })
    }
    await load().catch(() => undefined)
  }

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">{fill(t.heading, { company })}</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-700">{t.intro}</p>
      </div>
      <div aria-live="polite">
        {message.status && (
          <p role="status" className="rounded bg-green-50 p-2 text-sm text-green-900">
            {message.status}
          </p>
        )}
        <FormError message={message.error} />
      </div>
      <ClientSection id="people-heading" heading={t.people}>
        {!lists ? (
          <p role="status">{texts.app.loading}</p>
        ) : (
          <ul className="space-y-2">
            {lists.members.map((member) => (
              <MemberRow
                key={`${member.id}-${lists.loaded}`}
                member={member}
                me={me}
                company={company}
                texts={t}
                locale={locale}
                onRole={(target, role) =>
                  change(
                    () => clientAuthCall("/organization/update-member-role", { memberId: target.id, role }),
                    fill(t.saved, { name: target.user.name, role: roleName(t, role) }),
                  )
                }
                soleOwner={
                  member.user.email === me.email &&
                  member.role === "owner" &&
                  lists.members.filter((one) => one.role === "owner").length === 1
                }
                onRemove={(target) =>
                  change(
                    () => clientAuthCall("/organization/remove-member", { memberIdOrEmail: target.id }),
                    fill(t.removed, { name: target.user.name }),
                  )
                }
              />
            ))}
          </ul>
        )}
      </ClientSection>
      <ClientSection id="pending-heading" heading={t.pendingHeading}>
        {lists && lists.invitations.length === 0 && <p className="text-sm text-slate-700">{t.pendingNone}</p>}
        <ul className="space-y-2">
          {lists?.invitations.map((invitation) => (
            <li
              key={invitation.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded border border-slate-200 bg-white p-3 text-sm"
            >
              <span dir="ltr" className="break-all font-medium text-slate-900">
                {invitation.email}
              </span>
              <span className="text-slate-700">{roleName(t, invitation.role ?? "member")}</span>
              <span className="text-slate-700">
                {t.expires} {formatDate(invitation.expiresAt.slice(0, 10), locale)}
              </span>
              <button
                type="button"
                onClick={() =>
                  void change(
                    () => clientAuthCall("/organization/cancel-invitation", { invitationId: invitation.id }),
                    fill(t.withdrawn, { email: invitation.email }),
                  )
                }
                aria-label={`${t.withdraw}: ${invitation.email}`}
                className="ms-auto text-sm font-medium text-red-700 underline"
              >
                {t.withdraw}
              </button>
            </li>
          ))}
        </ul>
      </ClientSection>
      <section className="rounded-lg border border-slate-200 bg-white p-4">
        <InviteMember
          texts={t}
          onInvited={(email) => {
            setMessage({ error: "", status: fill(t.invited, { email }) })
            void load()
          }}
        />
      </section>
      <CompanyTwoFactor texts={texts} company={company} />
    </div>
  )
}
