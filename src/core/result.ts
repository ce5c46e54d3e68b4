/** Expected failures are values (docs/ARCHITECTURE.md, "Failures are values"). The error is a message key or a server message. */
export type Result<T, E = string> = { ok: true; value: T } | { ok: false; error: E }

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value })
export const fail = <E = string>(error: E): Result<never, E> => ({ ok: false, error })

/** Turns a rejected call into a failure value carrying its (already localised) message. */
export async function attempt<T>(run: () => Promise<T>): Promise<Result<T>> {
  try {
    return ok(await run())
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error))
  }
}
