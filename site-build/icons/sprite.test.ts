/** @jest-environment node */
import { ICON_NAMES } from "../../src/lib/icon-names"
import { iconSprite } from "./sprite"

test("the icon file has one symbol with lucide's shapes for every icon an editor may name", () => {
  const sprite = iconSprite()
  const symbols = [...sprite.matchAll(/<symbol id="([A-Za-z0-9]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)]
  expect(symbols.map(([, id]) => id)).toEqual(ICON_NAMES)
  for (const [, id, shapes] of symbols)
    expect([id, shapes]).toEqual([id, expect.stringMatching(/^<(path|circle|rect|line|polyline|ellipse|polygon)\b/)])
  // The stroke comes from where the icon is used: the symbols carry none of lucide's own.
  expect(sprite).not.toMatch(/stroke-width|class="lucide/)
})
