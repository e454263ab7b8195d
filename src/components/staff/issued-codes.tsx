import * as React from "react"
import { labelsPageHref, type Issued } from "./certificate-types"

// The numbers and codes just issued, to print on the documents (the codes are in the list below too).
export function IssuedCodes({ issued }: { issued: Issued[] }) {
  return (
    <section aria-labelledby="issued-heading" role="status" className="rounded border border-green-700 bg-green-50 p-4">
      <h2 id="issued-heading" className="font-semibold text-green-900">
        {issued.length === 1 ? "1 record added" : `${issued.length} records added`}
      </h2>
      <table className="mt-2 text-sm">
        <thead>
          <tr>
            <th className="pe-6 text-start">Number</th>
            <th className="text-start">Verification code</th>
          </tr>
        </thead>
        <tbody>
          {issued.map(({ number, code }) => (
            <tr key={number}>
              <td className="pe-6 font-mono">{number}</td>
              <td className="font-mono" data-testid={`code-${number}`}>
                {code}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <a
        href={labelsPageHref(issued.map(({ number }) => number))}
        className="mt-2 inline-block text-blue-800 underline"
      >
        Print their labels
      </a>
    </section>
  )
}
