/** A conversation of the list: a saved group, or the synthetic new one that has nothing saved yet. */
export interface Conversation {
  uaGroup: string
  /** The first question (the title); empty for the new conversation. */
  question: string
  answer: string | null
  isNew: boolean
}

/** The saved groups, with the conversation being written first when it is not saved yet. */
export function conversationList(saved: { uaGroup: string; question: string; answer: string | null }[], current: string): Conversation[] {
  const list = saved.map((group) => ({ ...group, isNew: false }))
  return list.some((group) => group.uaGroup === current) ? list : [{ uaGroup: current, question: '', answer: null, isNew: true }, ...list]
}

/** A new conversation only when the first one already has an answer ("only one new conversation"). */
export function canStartConversation(list: Conversation[]): boolean {
  return list.length === 0 || list[0].answer !== null
}

/** Every conversation but the first may be deleted. */
export function canDeleteConversation(list: Conversation[], uaGroup: string): boolean {
  return list.length > 0 && list[0].uaGroup !== uaGroup && list.some((group) => group.uaGroup === uaGroup)
}
