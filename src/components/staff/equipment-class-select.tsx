import * as React from "react"
import { INPUT, LABEL } from "../ui/app-styles"
import type { useValidUntilProposal } from "./use-valid-until-proposal"

// The equipment class whose examination interval (data/intervals.json) proposes the valid-until: the certificate
// form's and the review's authorisation.
export function EquipmentClassSelect({ dates }: { dates: ReturnType<typeof useValidUntilProposal> }) {
  return (
    <label className={LABEL}>
      Equipment class
      <span className="block font-normal text-slate-600">Proposes valid-until from its examination interval</span>
      <select className={INPUT} value={dates.slug} onChange={(event) => dates.chooseClass(event.target.value)}>
        <option value="">Not chosen (no date proposed)</option>
        {dates.classes.map((interval) => (
          <option key={interval.slug} value={interval.slug}>
            {interval.name}
          </option>
        ))}
      </select>
    </label>
  )
}
