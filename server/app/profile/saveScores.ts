import { profileFormOf } from '@/core/domain/profileForm'
import { rankOfScore } from '@/core/domain/scoreRank'
import { saveScoresPayload } from '@/core/domain/saveScoresPayload'
import { paramWords } from '@/core/domain/paramWords'
import { validateProfile } from '@/core/domain/validateProfile'
import type { saveScores as saveScoresEndpoint } from '@/ports/api/batch'
import type { OutputOf, ParsedInputOf } from '@/ports/api/endpoint'
import { apiMessage, type ApiMessageKey } from '@/ports/api/messages'
import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'
import { callerOf, fail, ok, type Call, type Outcome } from '../shared/outcome'

type Endpoint = typeof saveScoresEndpoint

/** 位次 of a 文化总分 in the newest 一分一段 table; null without data or below the table's last score. */
async function currentRank(deps: Pick<ServerDeps, 'reference'>, total: number): Promise<number | null> {
  const years = await deps.reference.rankYears()
  if (years.length === 0) return null
  const row = rankOfScore(await deps.reference.rankTable(Math.max(...years)), total)
  return row?.rank ?? null
}

/**
 * updScore. The client is never trusted: the body is read back into the form, checked with the very rules
 * the web form uses, and every derived field (subject score, total, policy split, 综合分, userBatch) is
 * recomputed by saveScoresPayload. A total that disagrees with the scores is refused rather than fixed.
 * The batch choice is reset (batchId 0) and the rank comes from the current 一分一段 table.
 */
export async function saveScores(
  deps: UsesRepos<'batches' | 'students'> & Pick<ServerDeps, 'reference'>,
  input: ParsedInputOf<Endpoint>,
  call: Call,
): Promise<Outcome<OutputOf<Endpoint>>> {
  const userId = callerOf(call)
  const ratios = await deps.repos.batches.ratios()
  const form = profileFormOf(input)
  const issues = validateProfile(form, ratios)
  if (issues.length > 0)
    return fail(
      issues[0].key as ApiMessageKey,
      paramWords(issues[0].params, (key) => apiMessage(key, call.lang)),
    )
  const payload = saveScoresPayload(form, ratios)
  if (input.total !== null && input.total !== undefined && Math.abs(input.total - payload.total) > 1e-6) return fail('profile.totalMismatch')
  const previous = await deps.repos.students.byUserId(userId)
  const { schoolProvince: _derived, ...fields } = payload
  const saved = await deps.repos.students.save(userId, {
    ...previous,
    ...fields,
    zone: input.zone ?? previous?.zone ?? null,
    rank: '1',
    rankZs: await currentRank(deps, payload.total),
    isFill: '1',
    batchName: null,
  })
  return ok(saved)
}
