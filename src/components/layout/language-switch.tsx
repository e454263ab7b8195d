import * as React from "react"
import { Link as GatsbyLink } from "gatsby"
import { isLocale, localizePath, unlocalizePath } from "../../lib/locales"
import { Icon } from "../ui/icon"
import { useLocale, usePagePath } from "../ui/locale"
import type { Language } from "./types"

type Props = { languages: readonly Language[]; className: string; iconClassName?: string }

// Links to this same page in each other edition, named in its own language ("العربية" on English pages),
// marked with the language of its text (lang) and of the page it leads to (hreflang).
export function LanguageSwitch({ languages, className, iconClassName = "" }: Props) {
  const locale = useLocale()
  const page = unlocalizePath(usePagePath())
  return (
    <>
      {languages
        .filter((language) => isLocale(language.locale) && language.locale !== locale)
        .map((language) => (
          <GatsbyLink
            key={language.locale}
            to={localizePath(page, language.locale as typeof locale)}
            lang={language.locale}
            hrefLang={language.locale}
            className={className}
          >
            <Icon name="Languages" className={`h-5 w-5 shrink-0 ${iconClassName}`} />
            {language.nav.languageName}
          </GatsbyLink>
        ))}
    </>
  )
}
