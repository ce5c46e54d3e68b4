import { Suspense, useState, type ReactNode } from 'react'

/**
 * Mounts a dialog the first time it opens, and keeps it mounted afterwards (it animates closed and keeps its
 * state). With a lazily imported dialog as the child, a dialog most visits never open (sign-in, purchase,
 * batch, theme) stays out of the first page's JavaScript.
 */
export function WhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null
}
