import type { AiTargetRepo, StoredAiTarget } from '../../ports/AiTargetRepo'

export class InMemoryAiTargetRepo implements AiTargetRepo {
  private readonly rows = new Map<number, StoredAiTarget>()
  async get(userId: number): Promise<StoredAiTarget | null> {
    const t = this.rows.get(userId)
    return t ? { ...t } : null
  }
  async save(userId: number, target: StoredAiTarget): Promise<void> {
    this.rows.set(userId, { ...target })
  }
  async remove(userId: number): Promise<void> {
    this.rows.delete(userId)
  }
}
