import type { NewTalk, TalkGroup, TalkRecord, TalkRepo } from '../../ports/TalkRepo'

export class InMemoryTalkRepo implements TalkRepo {
  private readonly rows: TalkRecord[] = []
  private nextId = 1

  async add(talk: NewTalk): Promise<TalkRecord> {
    const row = { ...talk, id: this.nextId++ }
    this.rows.push(row)
    return { ...row }
  }

  async update(userId: number, id: number, change: { answer: string; thought: string | null }): Promise<boolean> {
    const row = this.rows.find((r) => r.id === id && r.userId === userId)
    if (!row) return false
    row.answer = change.answer
    row.thought = change.thought
    return true
  }

  async byGroup(userId: number, uaGroup: string): Promise<TalkRecord[]> {
    return this.rows.filter((r) => r.userId === userId && r.uaGroup === uaGroup).map((r) => ({ ...r }))
  }

  async byUser(userId: number): Promise<TalkRecord[]> {
    return this.rows.filter((r) => r.userId === userId).map((r) => ({ ...r }))
  }

  async groups(userId: number): Promise<TalkGroup[]> {
    const firsts = new Map<string, TalkRecord>()
    for (const row of this.rows) if (row.userId === userId && !firsts.has(row.uaGroup)) firsts.set(row.uaGroup, row)
    return [...firsts.values()]
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
      .map((r) => ({ uaGroup: r.uaGroup, question: r.question, answer: r.answer, createdAt: r.createdAt }))
  }

  async deleteGroup(userId: number, uaGroup: string): Promise<number> {
    let removed = 0
    for (let i = this.rows.length - 1; i >= 0; i--) {
      if (this.rows[i].userId === userId && this.rows[i].uaGroup === uaGroup) {
        this.rows.splice(i, 1)
        removed++
      }
    }
    return removed
  }
}
