import * as React from "react"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { arabic, englishEdition } from "../../../testing/content"
import { SignOutQuestion } from "./sign-out-panel"

test("signing out says how many reports and photos are unsent before it clears the phone", async () => {
  const user = userEvent.setup()
  const onConfirm = jest.fn()
  const onCancel = jest.fn()
  const texts = englishEdition.client.inspect.signOut
  const { rerender } = render(
    <SignOutQuestion counts={{ reports: 2, photos: 5 }} texts={texts} onCancel={onCancel} onConfirm={onConfirm} />,
  )
  expect(screen.getByRole("heading", { name: "Sign out of this phone?" })).toHaveFocus()
  expect(screen.getByText(/Not sent yet: 2 report\(s\) and 5 photo\(s\)/)).toBeInTheDocument()
  await user.click(screen.getByRole("button", { name: "Stay signed in" }))
  expect(onCancel).toHaveBeenCalled()
  await user.click(screen.getByRole("button", { name: "Sign out and clear this phone" }))
  expect(onConfirm).toHaveBeenCalled()
  rerender(<SignOutQuestion counts={{ reports: 0, photos: 0 }} texts={texts} onCancel={onCancel} onConfirm={onConfirm} />)
  expect(screen.getByText(texts.nothingUnsent)).toBeInTheDocument()
  rerender(
    <SignOutQuestion
      counts={{ reports: 1, photos: 3 }}
      texts={arabic.client.inspect.signOut}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />,
  )
  expect(screen.getByText(/التقارير 1، والصور 3/)).toBeInTheDocument()
})
