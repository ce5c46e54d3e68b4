import { isReordering } from '@/core/domain/sanyi/reordering'
import type { SanyiChoice } from '@/ports/api/sanyi'
import type { NewSanyiChoice, SanyiChoiceRepo } from '../../ports/SanyiRepo'

interface Row extends SanyiChoice {
  userId: number
  sort: number
}

export class InMemorySanyiChoiceRepo implements SanyiChoiceRepo {
  private rows: Row[] = []
  private nextId = 1

  async list(userId: number): Promise<SanyiChoice[]> {
    return this.mine(userId).map(({ id, school, major, note, createdAt }) => ({ id, school, major, note, createdAt }))
  }

  async add(userId: number, choice: NewSanyiChoice): Promise<SanyiChoice | null> {
    const mine = this.mine(userId)
    if (mine.some((r) => r.school === choice.school && r.major === choice.major)) return null
    const row: Row = { id: this.nextId++, userId, sort: (mine.at(-1)?.sort ?? 0) + 1, ...choice }
    this.rows.push(row)
    return { id: row.id, school: row.school, major: row.major, note: row.note, createdAt: row.createdAt }
  }

  async setNote(userId: number, id: number, note: string): Promise<boolean> {
    const row = this.rows.find((r) => r.userId === userId && r.id === id)
    if (!row) return false
    row.note = note
    return true
  }

  async remove(userId: number, id: number): Promise<boolean> {
    const before = this.rows.length
    this.rows = this.rows.filter((r) => !(r.userId === userId && r.id === id))
    return this.rows.length < before
  }

  async reorder(userId: number, ids: readonly number[]): Promise<boolean> {
    const mine = this.mine(userId)
    if (
      !isReordering(
        mine.map((r) => r.id),
        ids,
      )
    )
      return false
    ids.forEach((id, i) => {
      const row = mine.find((r) => r.id === id)
      if (row) row.sort = i + 1
    })
    return true
  }

  private mine(userId: number): Row[] {
    return this.rows.filter((r) => r.userId === userId).sort((a, b) => a.sort - b.sort || a.id - b.id)
  }
}
