import { useEffect } from 'react'

/**
 * The detail pages read `?id=` / `?code=` from the real query string, and wouter's hash navigation keeps that
 * query when it moves to another page. On leaving, the query is dropped from the entry being left for, so it
 * does not linger on /home and the next page (the entry of the detail page itself keeps it, for going back).
 */
export function useDropQueryOnLeave(path: string) {
  useEffect(
    () => () => {
      const here = window.location.hash.replace(/^#/, '').split('?')[0]
      if (here !== path && window.location.search) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.hash)
    },
    [path],
  )
}
