/**
 * The k items with the smallest keys, sorted by key (ties by index). Selecting before sorting keeps list
 * generation linear in the size of the plan (24,000 programmes) instead of sorting all of them.
 */
export function smallestK(items: readonly number[], key: (i: number) => number, k: number): number[] {
  const keys = new Float64Array(items.length)
  for (let j = 0; j < items.length; j++) keys[j] = key(items[j])
  let chosen: number[]
  if (items.length <= k) chosen = items.map((_, j) => j)
  else {
    const threshold = kthSmallest(Float64Array.from(keys), k - 1)
    chosen = []
    for (let j = 0; j < items.length; j++) if (keys[j] <= threshold) chosen.push(j)
  }
  chosen.sort((a, b) => keys[a] - keys[b] || items[a] - items[b])
  return chosen.slice(0, Math.max(k, 0)).map((j) => items[j])
}

/** Hoare's quickselect (median-of-three pivot), in place. */
function kthSmallest(a: Float64Array, k: number): number {
  let lo = 0
  let hi = a.length - 1
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    const x = a[lo]
    const y = a[mid]
    const z = a[hi]
    const pivot = x < y ? (y < z ? y : x < z ? z : x) : x < z ? x : y < z ? z : y
    let i = lo
    let j = hi
    while (i <= j) {
      while (a[i] < pivot) i++
      while (a[j] > pivot) j--
      if (i <= j) {
        const t = a[i]
        a[i] = a[j]
        a[j] = t
        i++
        j--
      }
    }
    if (k <= j) hi = j
    else if (k >= i) lo = i
    else return a[k]
  }
  return a[k]
}
