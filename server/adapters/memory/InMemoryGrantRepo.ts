import type { Grant, GrantRepo } from '../../ports/GrantRepo'

export class InMemoryGrantRepo implements GrantRepo {
  private readonly grants: Grant[] = []
  async has(userId: number, kind: Grant['kind']): Promise<boolean> {
    return this.grants.some((g) => g.userId === userId && g.kind === kind)
  }
  async record(grant: Grant): Promise<boolean> {
    // Check and push with no await between, like the database's unique index: two first calls grant one trial.
    if (grant.kind === 'trial' && this.grants.some((g) => g.userId === grant.userId && g.kind === 'trial')) return false
    this.grants.push({ ...grant })
    return true
  }
  async list(userId: number): Promise<Grant[]> {
    return this.grants.filter((g) => g.userId === userId).map((g) => ({ ...g }))
  }
}
