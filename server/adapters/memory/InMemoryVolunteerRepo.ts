import type { AddResult, ListLimits, NewVolunteerEntry, VolunteerEntry, VolunteerRepo } from '../../ports/VolunteerRepo'

export class InMemoryVolunteerRepo implements VolunteerRepo {
  private rows: VolunteerEntry[] = []
  private nextId = 1

  async list(userId: number): Promise<VolunteerEntry[]> {
    return this.rows
      .filter((r) => r.userId === userId)
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((r) => ({ ...r }))
  }

  // No await between the checks and the push: the event loop makes them one step.
  async add(userId: number, entry: NewVolunteerEntry, at: number, limits: ListLimits): Promise<AddResult> {
    const mine = this.rows.filter((r) => r.userId === userId).sort((a, b) => a.position - b.position || a.id - b.id)
    const dup = mine.findIndex((r) => r.planId === entry.planId)
    if (dup >= 0) return { ok: false, reason: 'duplicate', position: dup + 1 }
    if (mine.length >= limits.max) return { ok: false, reason: 'full', max: limits.max }
    const position = mine.reduce((m, r) => Math.max(m, r.position), 0) + 1
    const row: VolunteerEntry = { id: this.nextId++, userId, planId: entry.planId, year: entry.year, position, fromAi: entry.fromAi, createdAt: at }
    this.rows.push(row)
    return { ok: true, entry: { ...row } }
  }

  async remove(userId: number, id: number): Promise<boolean> {
    const before = this.rows.length
    this.rows = this.rows.filter((r) => !(r.userId === userId && r.id === id))
    if (this.rows.length === before) return false
    ;(await this.list(userId)).forEach((r, i) => this.setPosition(r.id, i + 1))
    return true
  }

  async setOrder(userId: number, ids: readonly number[]): Promise<void> {
    ids.forEach((id, i) => {
      const row = this.rows.find((r) => r.userId === userId && r.id === id)
      if (row) row.position = i + 1
    })
  }

  async replaceAll(userId: number, entries: readonly NewVolunteerEntry[], at: number): Promise<VolunteerEntry[]> {
    // As the unique (user_id, plan_id) constraint does in SQL: refuse before anything changes.
    if (new Set(entries.map((e) => e.planId)).size !== entries.length) throw new Error('unique constraint failed: volunteer_entries.user_id, plan_id')
    this.rows = this.rows.filter((r) => r.userId !== userId)
    entries.forEach((e, i) => this.rows.push({ id: this.nextId++, userId, planId: e.planId, year: e.year, position: i + 1, fromAi: e.fromAi, createdAt: at }))
    return this.list(userId)
  }

  private setPosition(id: number, position: number): void {
    const row = this.rows.find((r) => r.id === id)
    if (row) row.position = position
  }
}
