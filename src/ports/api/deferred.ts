/**
 * A value built the first time something reads it, and the same value from then on: the wire contract's schemas.
 *
 * Why: the web app sends a call by its name, method and path and never parses with the contract's schemas (the
 * server does, and the demo's in-browser server), yet building every zod schema of the contract when the app
 * started kept a phone's main thread busy before its first paint (docs/PERFORMANCE.md). Deferred, a schema
 * costs nothing until the server, the demo or a rule first uses it.
 *
 * The stand-in forwards every read, write and reflection to the built value, so it is used exactly as the value:
 * `Schema.parse(…)`, `Schema.extend(…)`, `Schema.shape`, `z.infer<typeof Schema>` and composing it into other
 * schemas all behave as before.
 */
export function deferred<T extends object>(build: () => T): T {
  let value: T | undefined
  const built = (): T => (value ??= build())
  const standIn = new Proxy(Object.create(null) as T, {
    get: (_, key) => Reflect.get(built(), key),
    has: (_, key) => Reflect.has(built(), key),
    set: (_, key, next) => Reflect.set(built(), key, next),
    ownKeys: () => Reflect.ownKeys(built()),
    // Reported configurable: the stand-in itself holds none of these properties, and a proxy may not call a
    // property its target lacks non-configurable (zod's `_zod` is).
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(built(), key)
      return descriptor && { ...descriptor, configurable: true }
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(built(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(built(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(built()),
  })
  standIns.add(standIn)
  return standIn
}

const standIns = new WeakSet<object>()

/** Whether a value is a deferred stand-in; asks nothing of it, so it stays unbuilt. */
export function isDeferred(value: unknown): boolean {
  return typeof value === 'object' && value !== null && standIns.has(value)
}
