import type { Membership, MembershipFields, MembershipRepo } from '../../ports/MembershipRepo'
import { membershipSeed } from '../seed/memberships'
import { SANYI_ON_SALE_IDS } from './InMemorySanyiOnSale'

export class InMemoryMembershipRepo implements MembershipRepo {
  private readonly rows: Membership[] = membershipSeed
    .map((m, i) => ({ ...m, id: i + 1 }))
    .map((m) => (SANYI_ON_SALE_IDS.includes(m.id) ? { ...m, status: '1' } : m))

  async list(status?: string): Promise<Membership[]> {
    return this.rows
      .filter((m) => status === undefined || m.status === status)
      .sort((a, b) => a.sort - b.sort || a.id - b.id)
      .map((m) => ({ ...m }))
  }
  async byId(id: number): Promise<Membership | null> {
    const m = this.rows.find((r) => r.id === id)
    return m ? { ...m } : null
  }
  async create(fields: MembershipFields): Promise<Membership> {
    const m = { ...fields, id: Math.max(0, ...this.rows.map((r) => r.id)) + 1 }
    this.rows.push(m)
    return { ...m }
  }
  async update(id: number, changes: Partial<MembershipFields>): Promise<boolean> {
    const m = this.rows.find((r) => r.id === id)
    if (!m) return false
    Object.assign(m, Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)))
    return true
  }
}
