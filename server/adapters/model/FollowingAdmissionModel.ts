import type { AdmissionModel, PlanCatalogue } from '../../ports/AdmissionModel'

export interface FollowingOptions {
  /** How often a call may look which dataset is served (an import or a rollback may have changed it). */
  checkEveryMs: number
  now?: () => number
}

/**
 * The admission model of the dataset served now. `data:import` and `data:rollback` change DATA_DIR's
 * current version under a running server; the reference data follows through the database's version, and
 * this follows the folder: at most every `checkEveryMs` a call asks `served()` for the folder, and when it
 * changed builds that folder's model in the background, answering from the old one until the new one is
 * ready (a request sees one model or the other, never a mix). A folder that cannot be read is tried again
 * at the next check.
 */
export class FollowingAdmissionModel implements AdmissionModel {
  private current: { dir: string; model: AdmissionModel }
  private next: { dir: string; model: AdmissionModel } | null = null
  private checkedAt: number
  private readonly now: () => number

  constructor(
    private readonly served: () => string,
    private readonly make: (dir: string) => AdmissionModel,
    private readonly options: FollowingOptions,
  ) {
    this.now = options.now ?? Date.now
    const dir = served()
    this.current = { dir, model: make(dir) }
    this.checkedAt = this.now()
  }

  catalogue(): Promise<PlanCatalogue | null> {
    this.look()
    return this.current.model.catalogue()
  }

  /** Ready while the version served is built (a newer one building in the background does not make it unready). */
  ready(): boolean {
    return this.current.model.ready?.() ?? true
  }

  private look(): void {
    if (this.now() - this.checkedAt < this.options.checkEveryMs) return
    this.checkedAt = this.now()
    let dir: string
    try {
      dir = this.served()
    } catch {
      return
    }
    if (dir === this.current.dir || dir === this.next?.dir) return
    const candidate = { dir, model: this.make(dir) }
    this.next = candidate
    void candidate.model.catalogue().then((built) => {
      if (this.next !== candidate) return
      this.next = null
      if (built) this.current = candidate
    })
  }
}
