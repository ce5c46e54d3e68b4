/** A code-splitting loader that fetches once and remembers what arrived (rememberedLoader). */
export type RememberedLoader<M> = (() => Promise<M>) & { readonly arrived: () => M | undefined }

/**
 * A code-splitting loader (`() => import('./X')`) that fetches once and remembers what arrived, so a component
 * can tell that its code is already here (fetched ahead by the entry, or with the page that uses it) and draw it
 * at once (lazyLoaded.tsx). No React here: the entry (src/main.tsx) uses it before the app loads.
 */
export function rememberedLoader<M>(load: () => Promise<M>): RememberedLoader<M> {
  let pending: Promise<M> | null = null
  let module: M | undefined
  const loader = (): Promise<M> =>
    (pending ??= load().then(
      (arrived) => {
        module = arrived
        return arrived
      },
      (error: unknown) => {
        // A failed fetch (offline for a moment) is tried again next time.
        pending = null
        throw error
      },
    ))
  return Object.assign(loader, { arrived: () => module })
}
