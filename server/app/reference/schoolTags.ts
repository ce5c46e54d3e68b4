import type { RefSchool } from '../../ports/ReferenceData'

/** The tags a family looks for first, in the order they matter. */
export function schoolTags(s: RefSchool): string[] {
  const tags: string[] = []
  if (s.isC9) tags.push('C9')
  if (s.is985) tags.push('985')
  if (s.is211) tags.push('211')
  if (s.doubleFirst) tags.push('双一流')
  if (s.nature === 'private') tags.push('民办')
  if (s.nature === 'public') tags.push('公办')
  if (s.nature === 'joint') tags.push('中外合作办学')
  return tags
}
