import type { z } from 'zod'
import { apiMessage, isApiMessageKey, type Lang } from '@/ports/api/messages'

/** The first zod issue as words a student understands: the schema's own message key, else the field name. */
export function validationMessage(error: z.ZodError, lang: Lang): string {
  const issue = error.issues[0]
  const field = issue?.path.map(String).join('.') || 'body'
  // Keys such as common.tooLong carry a {{field}} placeholder, so the field goes along either way.
  if (issue && isApiMessageKey(issue.message)) return apiMessage(issue.message, lang, { field })
  return apiMessage(issue?.code === 'too_big' ? 'common.tooLong' : 'common.invalidField', lang, { field })
}
