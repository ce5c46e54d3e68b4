import { useLayoutEffect, useRef } from 'react'
import { useSearch } from 'wouter'

/**
 * A query string (`?id=…` of a detail page, `?tab=` of the profile, `?no=` of the sandbox) belongs to the page
 * it came with. wouter's hash navigation keeps `location.search` when it moves to another path, so `?id=1234`
 * stayed in the address bar, and in a copied link, on every page after a school's. A query that appears (or
 * changes) is owned by the path shown with it; once another path shows under the same query, the query is
 * dropped (replaceState: no new history entry, and going back still returns to the detail page with its query).
 */
export function useQueryOfItsPage(location: string): void {
  // '#/x?id=1' typed by hand is moved to the real query string by the route view: the page is still '/x'.
  const path = location.split('?')[0] ?? location
  const owner = useRef<{ search: string; path: string } | null>(null)
  // Read to run again when only the query changes (one detail page to another of the same kind).
  const query = useSearch()
  useLayoutEffect(() => {
    const search = window.location.search
    if (search === '') owner.current = null
    else if (owner.current === null || owner.current.search !== search) owner.current = { search, path }
    else if (owner.current.path !== path) {
      const url = new URL(window.location.href)
      url.search = ''
      history.replaceState(history.state, '', url.href)
      owner.current = null
    }
  }, [path, query])
}
