import * as React from "react"

type Props = {
  htmlAttributes: React.HtmlHTMLAttributes<HTMLHtmlElement>
  headComponents: React.ReactNode[]
  bodyAttributes: React.HTMLAttributes<HTMLBodyElement>
  preBodyComponents: React.ReactNode[]
  body: string
  postBodyComponents: React.ReactNode[]
}

// Gatsby's default document, less what no current browser reads: the x-ua-compatible meta (for Internet
// Explorer) and the viewport's shrink-to-fit (for Safari 9). Every byte of it is in every page.
export default function Html(props: Props) {
  return (
    // lang and dir come in htmlAttributes, set per page by its path (gatsby-ssr.tsx).
    // eslint-disable-next-line jsx-a11y/html-has-lang
    <html {...props.htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {props.headComponents}
      </head>
      <body {...props.bodyAttributes}>
        {props.preBodyComponents}
        <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: props.body }} />
        {props.postBodyComponents}
      </body>
    </html>
  )
}
