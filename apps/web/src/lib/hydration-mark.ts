/**
 * The page has hydrated: the root has committed and so has every region that hydrates by itself
 * (shell/hydration-region). Then `<html data-hydrated>` is set (browser tests wait for it, as a
 * quiet network says nothing on a busy machine) and the api's answers held until then are let
 * through (`whenHydrated`): a region hydrating after an answer came would draw it over the
 * server's HTML, and React does not patch attributes that differ while hydrating (decision 180).
 */
let rootCommitted = false
let regionsPending = 0
let release: () => void = () => undefined
const hydrated = new Promise<void>((resolve) => {
  release = resolve
})

/** Past this, answers go through even if a region has not hydrated: nothing waits for ever. */
const LONGEST_WAIT_MS = 5_000

function markIfDone() {
  if (!rootCommitted || regionsPending > 0) return
  document.documentElement.dataset.hydrated = ''
  release()
}

export function markRootHydrated() {
  rootCommitted = true
  setTimeout(release, LONGEST_WAIT_MS)
  markIfDone()
}

/** A region still to hydrate; call the returned function (once is enough) when it has. */
export function holdHydratedMark(): () => void {
  regionsPending += 1
  let held = true
  return () => {
    if (!held) return
    held = false
    regionsPending -= 1
    markIfDone()
  }
}

/** Resolves once the page has hydrated (at once after that). */
export function whenHydrated(): Promise<void> {
  return hydrated
}
