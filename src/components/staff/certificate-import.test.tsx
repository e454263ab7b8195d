import * as React from "react"
import { render, screen } from "@testing-library/react"
import { CertificateImport } from "./certificate-import"

// The review (P15): the help gave the 11-column header but not the optional company column the import takes.
test("the CSV help names the optional company column and what it takes", () => {
  render(<CertificateImport onIssued={jest.fn()} />)
  expect(screen.getByText(/optional last column/i)).toHaveTextContent(
    /company.*the client company's id or its exact English name/,
  )
})
