// The contract between a page's markup, the postbuild that cuts each page's inline CSS
// (build/postbuild/page-styles.ts) and the script loader that links the rest (build/html/deferred-scripts.tsx).

// On the page's <style>: the file with the rules the page's first paint does not need.
export const REST_ATTRIBUTE = "data-rest-href"
// On an element far below the fold: the rules only it (and what follows it) uses go to that file too.
export const BELOW_FOLD_ATTRIBUTE = "data-below-fold"
