import { parseSubjectKeys, subjectNames } from '@/core/domain/subjects'
import { z } from 'zod'
import type { ChatTool } from '../../../ports/ChatModel'
import type { ChatToolArgs, ChatToolResults } from '../../../ports/ChatToolTypes'
import type { UsesRepos } from '../../../ports/ServerDeps'

/** The asking student's saved scores, rank, 选考 subjects and batch, read as the profile screens read them. */
export function myProfile(
  deps: UsesRepos<'users' | 'students' | 'batches'>,
  userId: number | null,
): ChatTool<ChatToolArgs['myProfile'], ChatToolResults['myProfile']> {
  return {
    name: 'myProfile',
    description: 'The asking student’s own profile: total score, rank (位次), 选考 subjects and batch.',
    args: z.object({}).strict(),
    async run() {
      if (userId === null) return { ok: false, reason: 'noProfile' }
      const [user, student, batches] = await Promise.all([deps.repos.users.byId(userId), deps.repos.students.byUserId(userId), deps.repos.batches.batches()])
      if (!user || !student) return { ok: false, reason: 'noProfile' }
      const batch = batches.find((b) => b.id === student.batchId)
      return {
        ok: true,
        total: typeof student.total === 'number' ? student.total : null,
        rank: typeof student.rankZs === 'number' && student.rankZs > 0 ? student.rankZs : null,
        subjects: subjectNames(parseSubjectKeys(student.subject ?? user.subject)),
        batch: batch?.name ?? null,
      }
    },
  }
}
