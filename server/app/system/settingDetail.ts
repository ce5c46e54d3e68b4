import type { SystemSetting } from '@/ports/api/schemas'
import type { UsesRepos } from '../../ports/ServerDeps'
import { ok, type Outcome } from '../shared/outcome'

/** A missing setting is not an error: the client shows its "no content yet" default for null. */
export async function settingDetail(deps: UsesRepos<'content'>, input: { fieldName: string }): Promise<Outcome<SystemSetting | null>> {
  return ok(await deps.repos.content.setting(input.fieldName))
}
