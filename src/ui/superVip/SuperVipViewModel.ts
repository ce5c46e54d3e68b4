import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx'
import type { loadSuperVipTerm } from '@/core/consult/loadSuperVipTerm'
import { superVipItem } from '@/core/domain/consult/superVipTerm'
import type { loadMemberships } from '@/core/pay/loadMemberships'
import type { MembershipItem } from '@/ports/api/pay'
import type { UseCase } from '@/core/useCase'
import type { EventBus } from '@/ports/EventBus'
import { ServiceType } from '@/core/domain/access'

export interface SuperVipDeps {
  loadSuperVipTerm: UseCase<typeof loadSuperVipTerm>
  loadMemberships: UseCase<typeof loadMemberships>
  events: EventBus
  /** The signed-in user's id and 尊享版 flag (observable), or null. */
  user(): { id: number; isSuperVip: number } | null
}

/** The 尊享版 greeting: the term of a member's 尊享版, or the offer (the purchase dialog, type Super) for anyone else. */
export class SuperVipViewModel {
  /** Epoch ms the term ends; null when no paid order tells (operator grant, trial). */
  until: number | null = null
  termStatus: 'idle' | 'loading' | 'ready' | 'failed' = 'idle'
  /** What a non-member would buy (price, term, the test mode's trial); null while unknown or not on sale. */
  offer: MembershipItem | null = null

  constructor(private readonly deps: SuperVipDeps) {
    makeAutoObservable<SuperVipViewModel, 'deps'>(this, { deps: false, offer: observableRef }, { autoBind: true })
    // After a purchase (or a sign-in) the page turns from the offer into the greeting with its term.
    reaction(
      () => this.member,
      () => void this.load(),
    )
  }

  get member() {
    return this.deps.user()?.isSuperVip === 1
  }

  async load() {
    const user = this.deps.user()
    if (!user) return
    if (user.isSuperVip !== 1) {
      this.termStatus = 'idle'
      const items = await this.deps.loadMemberships(user.id)
      runInAction(() => {
        this.offer = items.ok ? superVipItem(items.value) : null
      })
      return
    }
    this.termStatus = 'loading'
    const result = await this.deps.loadSuperVipTerm(user.id)
    runInAction(() => {
      this.termStatus = result.ok ? 'ready' : 'failed'
      this.until = result.ok ? result.value : null
    })
  }

  /** 开通尊享版: the purchase dialog with the Super package preselected. */
  buy() {
    this.deps.events.emit('openPayModal', { type: ServiceType.Super })
  }
}
