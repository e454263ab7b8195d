import { typstFonts } from "../../src/lib/typst-fonts"

// The profile's fonts (src/lib/typst-fonts.ts) cut to the characters it sets: its data, and the digits,
// punctuation and page furniture the template may add.
export const profileFonts = (text: string): Promise<Buffer[]> => typstFonts(`${text} 0123456789/–—·•%+-.,:;()[]©`)
