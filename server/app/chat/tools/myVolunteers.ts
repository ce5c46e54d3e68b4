import { percentText } from '@/core/domain/admission/listTypes'
import type { Lang } from '@/ports/api/lang'
import { z } from 'zod'
import type { ChatTool } from '../../../ports/ChatModel'
import type { ChanceRow, ChatToolArgs, ChatToolResults } from '../../../ports/ChatToolTypes'
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
      const viewer = student.ok ? student.value : { rank: null, subjects: [] }
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
      return { ok: true, year: cat.year, count: rows.length, rows, bands }
    },
  }
}
