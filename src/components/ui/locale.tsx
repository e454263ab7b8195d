import * as React from "react"
import { DEFAULT_LOCALE, type Locale } from "../../lib/locales"

// The edition the page belongs to and its path, set once around every page (wrap-page-element.tsx), so links
// and the language switcher deep in the tree follow them without threading them through every component.
type PageLocale = { locale: Locale; path: string }
const LocaleContext = React.createContext<PageLocale>({ locale: DEFAULT_LOCALE, path: "/" })

export const LocaleProvider = LocaleContext.Provider
export const useLocale = () => React.useContext(LocaleContext).locale
export const usePagePath = () => React.useContext(LocaleContext).path
