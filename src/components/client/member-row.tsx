import * as React from "react"
import { fill, formatDate } from "../../lib/format"
import type { Locale } from "../../lib/locales"
import { BUTTON, DANGER_BUTTON, INPUT } from "../ui/app-styles"
import type { ClientMe, ClientTexts, CompanyMember } from "./client-types"

type Props = {
  member: CompanyMember
  me: ClientMe
  company: string
  texts: ClientTexts["members"]
  locale: Locale
  onRole: (member: CompanyMember, role: ClientMe["role"]) => Promise<void>
  onRemove: (member: CompanyMember) => Promise<void>
  // The company's only administrator, on their own row: the server would refuse them both a role change and
  // leaving, so neither is offered, and the row says why.
  soleOwner: boolean
}

export const roleName = (texts: ClientTexts["members"], role: string) =>
  role === "owner" ? texts.roleOwner : texts.roleMember

// One person of the company: their role, changed with a select and a save, and removal after a second click.
export function MemberRow({ member, me, company, texts, locale, onRole, onRemove, soleOwner }: Props) {
  const self = member.user.email === me.email
  return (
    <li className="flex flex-wrap items-end gap-x-4 gap-y-2 rounded border border-slate-200 bg-white p-3">
      <div className="min-w-48 flex-1">
        <p className="font-medium text-slate-900">
          {member.user.name} {self && <span className="text-sm font-normal text-slate-600">{texts.you}</span>}
        </p>
        <p dir="ltr" className="break-all text-start text-sm text-slate-700">
          {member.user.email}
        </p>
        {member.createdAt && (
          <p className="text-xs text-slate-600">
            {texts.since} {formatDate(member.createdAt.slice(0, 10), locale)}
          </p>
        )}
      </div>
      {soleOwner ? (
        <div className="max-w-md text-sm">
          <p className="font-medium text-slate-900">{texts.roleOwner}</p>
          <p className="text-slate-700">{texts.soleOwner}</p>
        </div>
      ) : (
        <Changes member={member} company={company} texts={texts} onRole={onRole} onRemove={onRemove} self={self} />
      )}
    </li>
  )
}

// The role select and the removal of a row that may change; removing oneself speaks of "your sessions".
function Changes({
  member,
  company,
  texts,
  onRole,
  onRemove,
  self,
}: Pick<Props, "member" | "company" | "texts" | "onRole" | "onRemove"> & { self: boolean }) {
  const [role, setRole] = React.useState(member.role)
  const [confirming, setConfirming] = React.useState(false)
  const select = `role-${member.id}`
  return (
    <>
      <div>
        <label htmlFor={select} className="block text-xs text-slate-600">
          {fill(texts.roleOf, { name: member.user.name })}
        </label>
        <div className="mt-1 flex gap-2">
          <select
            id={select}
            value={role}
            onChange={(event) => setRole(event.target.value as ClientMe["role"])}
            className={`${INPUT} mt-0 w-auto`}
          >
            <option value="owner">{texts.roleOwner}</option>
            <option value="member">{texts.roleMember}</option>
          </select>
          <button
            type="button"
            disabled={role === member.role}
            onClick={() => void onRole(member, role)}
            className={`${BUTTON} whitespace-nowrap`}
          >
            {texts.save}
          </button>
        </div>
      </div>
      {confirming ? (
        <div role="group" aria-label={texts.remove} className="flex flex-wrap items-center gap-2">
          <p className="text-sm text-slate-800">
            {self
              ? fill(texts.removeSelfConfirm, { company })
              : fill(texts.removeConfirm, { name: member.user.name, company })}
          </p>
          <button type="button" onClick={() => void onRemove(member)} className={DANGER_BUTTON}>
            {texts.removeYes}
          </button>
          <button type="button" onClick={() => setConfirming(false)} className="text-sm text-blue-800 underline">
            {texts.keep}
          </button>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setConfirming(true)}
          aria-label={`${texts.remove}: ${member.user.name}`}
          className="text-sm font-medium text-red-700 underline"
        >
          {texts.remove}
        </button>
      )}
    </>
  )
}
