import type { SanyiInputs } from '@/ports/api/sanyi'
import type { SanyiInputRepo } from '../../ports/SanyiRepo'

export class InMemorySanyiInputRepo implements SanyiInputRepo {
  private readonly rows = new Map<number, SanyiInputs>()

  async get(userId: number): Promise<SanyiInputs | null> {
    const row = this.rows.get(userId)
    return row ? structuredClone(row) : null
  }

  async save(userId: number, inputs: SanyiInputs): Promise<void> {
    this.rows.set(userId, structuredClone(inputs))
  }
}
