import type { Compiler } from "webpack"

// V8 compiles a function on its first call, on the main thread, unless the script opens with this comment
// (Chrome 136+): then it compiles every function of the file while the file streams in, on a background thread.
// Each chunk of the site is fetched when a page needs it, and nearly all its functions run as that page starts
// (React, Gatsby's runtime, the page's components), so the phone's main thread no longer stops to compile them:
// the task that starts the app on / went from about 55 to 26 ms on a 4× slower CPU (npm run bench:main-thread).
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad"

const NAME = "CompileHintsPlugin"

export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After the minifier, which keeps no comment of its own; before the source maps, which then count the line,
      // and before the content hashes, which then hash what is served.
      const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1
      compilation.hooks.processAssets.tap({ name: NAME, stage }, (assets) => {
        for (const name of Object.keys(assets))
          if (name.endsWith(".js"))
            compilation.updateAsset(name, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source))
      })
    })
  }
}
