import type { SystemSetting } from '@/ports/api/schemas'
import type { ServerDeps } from '../ports/ServerDeps'
import { ok, type Outcome } from './outcome'

/** A missing setting is not an error: the client shows its "no content yet" default for null. */
export async function settingDetail(deps: ServerDeps, input: { fieldName: string }): Promise<Outcome<SystemSetting | null>> {
  return ok(await deps.repos.content.setting(input.fieldName))
}
