/**
 * Element-level checks on roles and authorities (permissions): an element whose check fails is removed.
 * An empty requirement passes, so an element that asks nothing is always shown.
 */
export interface Requirement {
  /** Every one of these roles. */
  role?: string | readonly string[]
  /** At least one of these roles. */
  anyRole?: readonly string[]
  /** Every one of these permissions. */
  permission?: string | readonly string[]
  /** At least one of these permissions. */
  anyPermission?: readonly string[]
}

export interface Holder {
  roles: readonly string[]
  authorities: readonly string[]
}

const list = (v: string | readonly string[] | undefined): readonly string[] => (v === undefined ? [] : typeof v === 'string' ? [v] : v)
const all = (need: readonly string[], have: readonly string[]) => need.every((n) => have.includes(n))
const some = (need: readonly string[] | undefined, have: readonly string[]) => need === undefined || need.length === 0 || need.some((n) => have.includes(n))

export function authorize(req: Requirement, holder: Holder): boolean {
  return (
    all(list(req.role), holder.roles) &&
    some(req.anyRole, holder.roles) &&
    all(list(req.permission), holder.authorities) &&
    some(req.anyPermission, holder.authorities)
  )
}
