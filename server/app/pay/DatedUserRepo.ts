import { parseServices, withPaidServices } from '@/core/domain/pay/services'
import type { Clock } from '@/ports/Clock'
import type { OrderRepo } from '../../ports/OrderRepo'
import type { UserRecord, UserRepo } from '../../ports/UserRepo'

/**
 * The accounts as every use case reads them: their own flags (the trial, an operator's grants) and what their
 * paid orders grant until each order's valid_until, derived at every read from the orders (one indexed query per
 * read), so a membership lapses the moment it ends and a refunded order stops granting at once — no sweep, no
 * cache to go stale. Writes go to the account as before.
 */
export class DatedUserRepo implements UserRepo {
  constructor(
    private readonly inner: UserRepo,
    private readonly orders: Pick<OrderRepo, 'grantingAt'>,
    private readonly clock: Clock,
  ) {}

  async byId(id: number) {
    return this.dated(await this.inner.byId(id))
  }

  async byPhone(phone: string) {
    return this.dated(await this.inner.byPhone(phone))
  }

  async byInviteCode(code: string) {
    return this.dated(await this.inner.byInviteCode(code))
  }

  async invitedBy(id: number) {
    return Promise.all((await this.inner.invitedBy(id)).map(async (u) => (await this.dated(u))!))
  }

  create: UserRepo['create'] = (user) => this.inner.create(user)
  setPasswordHash: UserRepo['setPasswordHash'] = (id, hash) => this.inner.setPasswordHash(id, hash)
  updateProfile: UserRepo['updateProfile'] = (id, changes) => this.inner.updateProfile(id, changes)
  setEntitlements: UserRepo['setEntitlements'] = (id, changes) => this.inner.setEntitlements(id, changes)
  takeCheck: UserRepo['takeCheck'] = (id) => this.inner.takeCheck(id)
  count: UserRepo['count'] = () => this.inner.count()

  private async dated(user: UserRecord | null): Promise<UserRecord | null> {
    if (!user) return null
    const paid = await this.orders.grantingAt(user.id, this.clock.now())
    return paid.length === 0
      ? user
      : withPaidServices(
          user,
          paid.map((o) => parseServices(o.services)),
        )
  }
}
