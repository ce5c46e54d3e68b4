import { makeAutoObservable, reaction, runInAction } from 'mobx'
import type { loadSuperVipTerm } from '@/core/consult/loadSuperVipTerm'
import type { UseCase } from '@/core/useCase'
import type { EventBus } from '@/ports/EventBus'
import { ServiceType } from '@/core/domain/access'

export interface SuperVipDeps {
  loadSuperVipTerm: UseCase<typeof loadSuperVipTerm>
  events: EventBus
  /** The signed-in user's id and 尊享版 flag (observable), or null. */
  user(): { id: number; isSuperVip: number } | null
}

/** The 尊享版 greeting: the term of a member's 尊享版, or the offer (the purchase dialog, type Super) for anyone else. */
export class SuperVipViewModel {
  /** Epoch ms the term ends; null when no paid order tells (operator grant, trial). */
  until: number | null = null
  termStatus: 'idle' | 'loading' | 'ready' | 'failed' = 'idle'

  constructor(private readonly deps: SuperVipDeps) {
    makeAutoObservable<SuperVipViewModel, 'deps'>(this, { deps: false }, { autoBind: true })
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
    if (!user || user.isSuperVip !== 1) {
      this.termStatus = 'idle'
      return
    }
    this.termStatus = 'loading'
    const result = await this.deps.loadSuperVipTerm(user.id)
    runInAction(() => {
      this.termStatus = result.ok ? 'ready' : 'failed'
      this.until = result.ok ? result.value : null
    })
  }

  /** 开通尊享版: the purchase dialog with the Super package preselected (spec §4 "Service types"). */
  buy() {
    this.deps.events.emit('openPayModal', { type: ServiceType.Super })
  }
}
