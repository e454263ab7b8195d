import type { GatsbySSR } from "gatsby"
export { wrapPageElement } from "./src/components/layout/wrap-page-element"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" })
}
