import type { ExpertFields, ExpertRecord, ExpertRepo } from '../../ports/ExpertRepo'

const copy = (e: ExpertRecord): ExpertRecord => ({ ...e, specialities: [...e.specialities] })

export class InMemoryExpertRepo implements ExpertRepo {
  private readonly rows: ExpertRecord[] = []
  private nextId = 1

  async add(fields: ExpertFields, at: number): Promise<ExpertRecord> {
    const row = { ...fields, specialities: [...fields.specialities], id: this.nextId++, createdAt: at, updatedAt: at }
    this.rows.push(row)
    return copy(row)
  }

  async update(id: number, changes: Partial<ExpertFields>, at: number): Promise<ExpertRecord | null> {
    const row = this.rows.find((r) => r.id === id)
    if (!row) return null
    Object.assign(row, changes, changes.specialities ? { specialities: [...changes.specialities] } : {}, { updatedAt: at })
    return copy(row)
  }

  async byId(id: number): Promise<ExpertRecord | null> {
    const row = this.rows.find((r) => r.id === id)
    return row ? copy(row) : null
  }

  async all(): Promise<ExpertRecord[]> {
    return [...this.rows].sort((a, b) => a.sort - b.sort || a.id - b.id).map(copy)
  }
}
