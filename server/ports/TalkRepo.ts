/** One question of a conversation and the assistant's answer to it, as saved. */
export interface TalkRecord {
  id: number
  userId: number
  uaGroup: string
  question: string
  answer: string
  /** The reasoning shown above the answer; null when there was none. */
  thought: string | null
  createdAt: number
}

export type NewTalk = Omit<TalkRecord, 'id'>

/** A conversation as the list shows it: its first question (the title) and that question's answer. */
export interface TalkGroup {
  uaGroup: string
  question: string
  answer: string
  createdAt: number
}

/** The saved conversations of the chat assistant; every method is scoped to one user. */
export interface TalkRepo {
  add(talk: NewTalk): Promise<TalkRecord>
  /** Replaces the answer and thought of one of the user's records; false when the user has no such record. */
  update(userId: number, id: number, change: { answer: string; thought: string | null }): Promise<boolean>
  /** The user's records of one conversation, oldest first. */
  byGroup(userId: number, uaGroup: string): Promise<TalkRecord[]>
  /** All of the user's records, oldest first. */
  byUser(userId: number): Promise<TalkRecord[]>
  /** The user's conversations, the newest first. */
  groups(userId: number): Promise<TalkGroup[]>
  /** Deletes one of the user's conversations; answers how many records went. */
  deleteGroup(userId: number, uaGroup: string): Promise<number>
}
