// react-hot-toast styles its toasts with goober, which writes their rules (from the moment it loads: its
// keyframes) into a <style id="_goober"> element:
// inline style that the CSP refuses (style-src allows only each page's own blocks, by hash). goober takes the
// element window._goober holds when there is one, and only reads and writes its first child's `data`; handed a
// stand-in whose `data` fills a constructed stylesheet (CSSOM, which the CSP does not govern), the toasts keep
// their styles and nothing is refused.
export function adoptGooberStyles() {
  if (typeof window === "undefined" || "_goober" in window || !("adoptedStyleSheets" in document)) return
  const sheet = new CSSStyleSheet()
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  let css = ""
  const text = {
    get data() {
      return css
    },
    set data(value: string) {
      css = value
      sheet.replaceSync(value)
    },
  }
  Object.assign(window, { _goober: { parentNode: document.head, firstChild: text } })
}
