/** Moves between routes from code (view models, use cases); components use links. */
export interface Navigator {
  /** The current path without the hash sign, e.g. '/home'. */
  current(): string
  go(path: string, options?: { replace?: boolean }): void
  reload(): void
}
export const Navigator = Symbol('Navigator')
