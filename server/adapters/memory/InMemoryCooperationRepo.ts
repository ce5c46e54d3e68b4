import type { CooperationRecord, CooperationRepo, NewCooperation } from '../../ports/CooperationRepo'

export class InMemoryCooperationRepo implements CooperationRepo {
  private rows: CooperationRecord[] = []
  private nextId = 1

  async add(request: NewCooperation): Promise<CooperationRecord> {
    const row = { ...request, id: this.nextId++ }
    this.rows.push(row)
    return { ...row }
  }

  async countSince(at: number): Promise<number> {
    return this.rows.filter((r) => r.createdAt >= at).length
  }

  async pruneBefore(at: number): Promise<number> {
    const before = this.rows.length
    this.rows = this.rows.filter((r) => r.createdAt >= at)
    return before - this.rows.length
  }

  async list(limit: number): Promise<CooperationRecord[]> {
    return [...this.rows]
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
      .slice(0, limit)
      .map((r) => ({ ...r }))
  }
}
