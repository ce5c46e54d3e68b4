/** Late-bound `() => number | null`: the app store owns the user, the HTTP adapter only asks for the id. */
export const CurrentUserId = Symbol('CurrentUserId')
