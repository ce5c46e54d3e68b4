import type { ToolMiss } from '../../../ports/ChatToolTypes'
import type { Say } from './Writing'

/** Why a tool had no figure, in the student's words. */
export function missText(say: Say, miss: ToolMiss): string {
  const years = (miss.years ?? []).join('、')
  switch (miss.reason) {
    case 'noTable':
      return say('chat.miss.noTable', { years })
    case 'outOfTable':
      return say('chat.miss.outOfTable', { year: years })
    case 'unknownSchool':
      return say('chat.miss.unknownSchool')
    case 'unknownMajor':
      return say('chat.miss.unknownMajor')
    case 'noProfile':
    case 'noRank':
      return say('chat.miss.noProfile')
    case 'noList':
      return say('chat.miss.noList')
    default:
      return say('chat.miss.noData')
  }
}
