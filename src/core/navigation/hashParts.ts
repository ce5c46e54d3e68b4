/**
 * A location hash ("#/collegiateDetail?id=0001") as the route's path ("/collegiateDetail", "" for none) and its
 * query ("id=0001"): hash routing keeps a page's query inside the hash.
 */
export function hashParts(hash: string): { path: string; search: string } {
  const [path = '', ...rest] = hash.replace(/^#/, '').split('?')
  return { path, search: rest.join('?') }
}
