import { checkList } from '@/core/domain/admission/checkList'
import { DEFAULT_WANTS } from '@/core/domain/admission/listWants'
import { percentText } from '@/core/domain/admission/listTypes'
import type { Lang } from '@/ports/api/lang'
import { z } from 'zod'
import type { ChatTool } from '../../../ports/ChatModel'
import type { ChanceRow, ChatToolArgs, ChatToolResults, OwnListOutcome } from '../../../ports/ChatToolTypes'
import type { UsesRepos, UsesVolunteer } from '../../../ports/ServerDeps'
import { planItem } from '../../volunteer/planItem'
import { volunteerStudent } from '../../volunteer/volunteerStudent'

/** The asking student's volunteer list with each row's probability and band, computed as the list screen does (planItem). */
export function myVolunteers(
  deps: UsesRepos<'users' | 'students' | 'batches'> & UsesVolunteer<'lists' | 'model'>,
  userId: number | null,
  lang: Lang,
): ChatTool<ChatToolArgs['myVolunteers'], ChatToolResults['myVolunteers']> {
  return {
    name: 'myVolunteers',
    description: 'The asking student’s own volunteer list (志愿表): each row’s school, major, probability and band, and the count per band.',
    args: z.object({}).strict(),
    async run() {
      const user = userId === null ? null : await deps.repos.users.byId(userId)
      if (!user) return { ok: false, reason: 'noProfile' }
      const [entries, cat, student] = await Promise.all([deps.volunteer.lists.list(user.id), deps.volunteer.model.catalogue(), volunteerStudent(deps, user)])
      if (entries.length === 0) return { ok: false, reason: 'noList' }
      if (!cat) return { ok: false, reason: 'noData' }
      const viewer = student.ok ? student.value : { rank: null, subjects: [] as string[], segment: undefined }
      const bands: Record<ChanceRow['band'], number> = { chong: 0, wen: 0, bao: 0, no: 0 }
      const rows = entries.map((e) => {
        const entry = cat.byId.get(e.planId)
        const item = entry ? planItem(entry, cat, viewer, lang) : null
        if (item?.band) bands[item.band]++
        return {
          position: e.position,
          schoolName: item?.schoolName ?? e.planId,
          majorName: item?.majorName ?? '',
          probability: item?.probability == null ? null : percentText(item.probability),
          band: item?.band ?? null,
        }
      })
      // The list's own outcome, by the rule 智能审核 uses (the exact computation over the shared shock): P(滑档), the
      // rows most likely to file the student, and the row least likely to admit them (with its last cutoff rank).
      let outcome: OwnListOutcome | null = null
      if (student.ok && student.value.segment === '一段') {
        const positions = entries.map((e) => cat.index.position.get(e.planId) ?? -1)
        const check = checkList(cat.index, positions, student.value, DEFAULT_WANTS, student.value.facts)
        if (check.outcome) {
          const rowOf = (k: number) => ({ position: entries[k].position, schoolName: rows[k].schoolName, majorName: rows[k].majorName })
          const likeliest = check.rows
            .map((r, k) => ({ k, filed: r.filed }))
            .filter((r) => r.filed > 0)
            .sort((a, b) => b.filed - a.filed)
            .slice(0, 3)
            .map((r) => ({ ...rowOf(r.k), probability: percentText(r.filed) }))
          const withP = check.rows.map((r, k) => ({ k, p: r.probability })).filter((r): r is { k: number; p: number } => r.p !== null)
          const worst = withP.sort((a, b) => a.p - b.p)[0] as { k: number; p: number } | undefined
          const used = worst === undefined ? undefined : cat.index.candidates[positions[worst.k]]?.prediction?.used
          outcome = {
            rank: student.value.rank,
            slip: percentText(check.outcome.slip),
            likeliest,
            riskiest: worst
              ? {
                  ...rowOf(worst.k),
                  probability: percentText(worst.p),
                  band: rows[worst.k].band,
                  lastYear: used && used.length > 0 ? used[used.length - 1].year : null,
                  lastRank: used && used.length > 0 ? used[used.length - 1].rank : null,
                }
              : null,
          }
        }
      }
      return { ok: true, year: cat.year, count: rows.length, rows, bands, outcome }
    },
  }
}
