import type { UsesRepos } from '../../ports/ServerDeps'

/** The system setting is_test = 1 puts the shop in test mode, where every item is a free limited-time trial. */
export async function isTestMode(deps: UsesRepos<'content'>): Promise<boolean> {
  const setting = await deps.repos.content.setting('is_test')
  return Number(setting?.fieldValue) === 1
}
