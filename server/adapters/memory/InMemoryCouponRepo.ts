import type { Coupon, CouponRepo, NewCoupon } from '../../ports/CouponRepo'

export class InMemoryCouponRepo implements CouponRepo {
  private readonly rows: Coupon[] = []

  async byCode(code: string): Promise<Coupon | null> {
    const c = this.rows.find((r) => r.code === code.toUpperCase())
    return c ? { ...c, memberships: [...c.memberships] } : null
  }
  async list(): Promise<Coupon[]> {
    return this.rows.map((c) => ({ ...c, memberships: [...c.memberships] }))
  }
  async create(coupon: NewCoupon): Promise<Coupon> {
    const code = coupon.code.toUpperCase()
    if (this.rows.some((r) => r.code === code)) throw new Error(`coupon ${code} exists`)
    const c = { ...coupon, code, memberships: [...coupon.memberships], id: this.rows.length + 1 }
    this.rows.push(c)
    return { ...c, memberships: [...c.memberships] }
  }
  async update(code: string, changes: Partial<Omit<Coupon, 'id' | 'code' | 'createdAt'>>): Promise<boolean> {
    const c = this.rows.find((r) => r.code === code.toUpperCase())
    if (!c) return false
    Object.assign(c, Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)))
    return true
  }
}
