/**
 * A use case with its ports already given by the composition root: what a view model receives and calls.
 * `loadPlans(deps, query, options)` becomes `(query, options) => …`, so a view model never holds HttpApi.
 */
export type UseCase<F> = F extends (deps: never, ...args: infer A) => infer R ? (...args: A) => R : never
