/** What is for sale: single services (type 1) and packages (type 2). Amounts in fen. */
export interface Membership {
  id: number
  name: string
  priceFen: number
  /** 1 single service, 2 package. */
  type: number
  /** Service ids it grants, "1,3". */
  services: string
  /** Volunteer checks it adds (service 3). */
  checks: number
  validDays: number
  slogan: string | null
  /** The price before a package discount, fen; null when none. */
  originalFen: number | null
  style: string | null
  /** '1' on sale, '0' not. */
  status: string
  sort: number
}

export type MembershipFields = Omit<Membership, 'id'>

export interface MembershipRepo {
  /** Every item, by sort then id (status filters when given). */
  list(status?: string): Promise<Membership[]>
  byId(id: number): Promise<Membership | null>
  create(fields: MembershipFields): Promise<Membership>
  /** False when there is no such item. */
  update(id: number, changes: Partial<MembershipFields>): Promise<boolean>
}
