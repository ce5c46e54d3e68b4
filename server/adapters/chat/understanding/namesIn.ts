import type { ChatTools } from '../../../ports/ChatModel'
import type { ParsedQuestion } from '../parseQuestion'
import type { Names } from './Names'
import { namesAtSchool } from './namesAtSchool'
import { namesWithoutSchool } from './namesWithoutSchool'

/** The school, major and programmes a question names; too few letters to be a name are not looked up. */
export async function namesIn(tools: ChatTools, p: ParsedQuestion, called: Set<string>): Promise<Names> {
  if (p.names.replace(/[^\u4e00-\u9fff]/g, '').length < 2 && p.names.replace(/[^A-Za-z]/g, '').length < 3 && p.nameText === p.names)
    return { school: null, major: null, programmes: [], subjects: p.subjects, strong: false, schoolNamed: false, rest: p.names, matched: null }
  called.add('findSchool').add('findMajor')
  // Whole names first, read from the text with its subject words still in it (武汉生物工程学院, 浙师大地理科学).
  const whole = await tools.findSchool.run({ text: p.nameText })
  if (whole.ok && whole.via !== 'fuzzy') return namesAtSchool(tools, p, whole, called)
  return namesWithoutSchool(tools, p, called)
}
