import type { Grant, GrantRepo } from '../../ports/GrantRepo'

export class InMemoryGrantRepo implements GrantRepo {
  private readonly grants: Grant[] = []
  async has(userId: number, kind: Grant['kind']): Promise<boolean> {
    return this.grants.some((g) => g.userId === userId && g.kind === kind)
  }
  async record(grant: Grant): Promise<boolean> {
    // Check and push with no await between, like the database's primary key: two first calls grant once.
    if (this.grants.some((g) => g.userId === grant.userId && g.kind === grant.kind)) return false
    this.grants.push({ ...grant })
    return true
  }
}
