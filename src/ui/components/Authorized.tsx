import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import { authoritiesOf, rolesOf } from '@/core/domain/access'
import { authorize, type Requirement } from '@/core/domain/authorize'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'

/**
 * Element-level checks: the children show only when the signed-in user meets the requirement —
 * `role` (all), `anyRole`, `permission` (all), `anyPermission` — otherwise they are removed (or `fallback`
 * stands in their place). Roles are the user's own plus the memberships held (baseVip, superVip, …);
 * permissions are the areas open to them (`access:premier`, …). An empty requirement always passes.
 */
export const Authorized = observer(function Authorized({
  children,
  fallback = null,
  ...requirement
}: Requirement & { children: ReactNode; fallback?: ReactNode }) {
  const app = useService(UiTokens.app)
  const user = app.user
  const holder = user ? { roles: [...new Set([...user.roles, ...rolesOf(user)])], authorities: authoritiesOf(user) } : { roles: [], authorities: [] }
  return <>{authorize(requirement, holder) ? children : fallback}</>
})
