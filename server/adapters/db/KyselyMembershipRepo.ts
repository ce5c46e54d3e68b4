import type { Kysely, Selectable, Updateable } from 'kysely'
import type { Membership, MembershipFields, MembershipRepo } from '../../ports/MembershipRepo'
import type { Database, MembershipsTable } from './schema'

const membershipOf = (r: Selectable<MembershipsTable>): Membership => ({
  id: Number(r.id),
  name: r.name,
  priceFen: Number(r.price_fen),
  type: Number(r.type),
  services: r.services,
  checks: Number(r.checks),
  validDays: Number(r.valid_days),
  slogan: r.slogan,
  originalFen: r.original_fen === null ? null : Number(r.original_fen),
  style: r.style,
  status: r.status,
  sort: Number(r.sort),
})

function rowOf(f: Partial<MembershipFields>): Updateable<MembershipsTable> {
  const row: Updateable<MembershipsTable> = {}
  if (f.name !== undefined) row.name = f.name
  if (f.priceFen !== undefined) row.price_fen = f.priceFen
  if (f.type !== undefined) row.type = f.type
  if (f.services !== undefined) row.services = f.services
  if (f.checks !== undefined) row.checks = f.checks
  if (f.validDays !== undefined) row.valid_days = f.validDays
  if (f.slogan !== undefined) row.slogan = f.slogan
  if (f.originalFen !== undefined) row.original_fen = f.originalFen
  if (f.style !== undefined) row.style = f.style
  if (f.status !== undefined) row.status = f.status
  if (f.sort !== undefined) row.sort = f.sort
  return row
}

export class KyselyMembershipRepo implements MembershipRepo {
  constructor(private readonly db: Kysely<Database>) {}

  async list(status?: string): Promise<Membership[]> {
    let q = this.db.selectFrom('memberships').selectAll()
    if (status !== undefined) q = q.where('status', '=', status)
    return (await q.orderBy('sort').orderBy('id').execute()).map(membershipOf)
  }

  async byId(id: number): Promise<Membership | null> {
    const r = await this.db.selectFrom('memberships').selectAll().where('id', '=', id).executeTakeFirst()
    return r ? membershipOf(r) : null
  }

  async create(fields: MembershipFields): Promise<Membership> {
    const row = rowOf(fields) as Required<Updateable<MembershipsTable>>
    const { id: _id, ...values } = row
    return membershipOf(await this.db.insertInto('memberships').values(values).returningAll().executeTakeFirstOrThrow())
  }

  async update(id: number, changes: Partial<MembershipFields>): Promise<boolean> {
    const set = rowOf(changes)
    if (Object.keys(set).length === 0) return (await this.byId(id)) !== null
    const res = await this.db.updateTable('memberships').set(set).where('id', '=', id).executeTakeFirst()
    return Number(res.numUpdatedRows) > 0
  }
}
