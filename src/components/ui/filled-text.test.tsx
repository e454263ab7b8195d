import * as React from "react"
import { render } from "@testing-library/react"
import { FilledText, PhoneList } from "./filled-text"
import { LocaleProvider } from "./locale"

test("placeholders become elements; phone numbers are left-to-right spans; unknown placeholders stay", () => {
  const { container } = render(
    <p>
      <FilledText
        template="اتصل بنا على {phones} أو {other}."
        values={{ phones: <PhoneList phones={["+20 3 420 1100", "+20 100 555 0147"]} /> }}
      />
    </p>,
  )
  expect(container.textContent).toBe("اتصل بنا على +20 3 420 1100, +20 100 555 0147 أو {other}.")
  const spans = container.querySelectorAll('span[dir="ltr"]')
  expect(Array.from(spans, (span) => span.textContent)).toEqual(["+20 3 420 1100", "+20 100 555 0147"])
})

test("on an Arabic page the phone numbers are joined with the Arabic comma", () => {
  const { container } = render(
    <LocaleProvider value={{ locale: "ar", path: "/ar/quote/received/" }}>
      <p>
        <FilledText
          template="اتصلوا بنا على {phones}."
          values={{ phones: <PhoneList phones={["+20 3 420 1100", "+20 100 555 0147"]} /> }}
        />
      </p>
    </LocaleProvider>,
  )
  expect(container.textContent).toBe("اتصلوا بنا على +20 3 420 1100، +20 100 555 0147.")
})
