import { makeAutoObservable, runInAction } from 'mobx'
import type { loadMajorCounts } from '@/core/school/loadMajorCounts'
import { filterCatalogue, type loadMajorCatalog, type MajorTree } from '@/core/school/loadMajorCatalog'
import type { UseCase } from '@/core/useCase'

export interface MajorCatalogDeps {
  loadMajorCatalog: UseCase<typeof loadMajorCatalog>
  loadMajorCounts: UseCase<typeof loadMajorCounts>
}

/** The catalogue tree, the Zhejiang programme count per 门类, the chosen 门类 and the search text. */
export class MajorCatalogViewModel {
  tree: MajorTree = []
  offered: Record<string, number> = {}
  selected = ''
  query = ''
  error = ''
  loading = false
  private started = false

  constructor(private readonly deps: MajorCatalogDeps) {
    makeAutoObservable<MajorCatalogViewModel, 'deps' | 'started'>(this, { deps: false, started: false }, { autoBind: true })
  }

  /** While searching, every 门类 with a hit is shown; otherwise only the chosen one. */
  get visible(): MajorTree {
    if (this.query.trim()) return filterCatalogue(this.tree, this.query)
    return this.tree.filter((d) => d.code === this.selected)
  }

  start() {
    if (this.started) return
    this.started = true
    this.loading = true
    void this.deps.loadMajorCatalog().then((r) =>
      runInAction(() => {
        this.loading = false
        if (!r.ok) {
          this.error = r.error
          return
        }
        this.tree = r.value
        this.selected = r.value[0]?.code ?? ''
      }),
    )
    void this.deps.loadMajorCounts().then((r) =>
      runInAction(() => {
        if (r.ok) this.offered = r.value
      }),
    )
  }

  select(code: string) {
    this.selected = code
    this.query = ''
  }

  setQuery(text: string) {
    this.query = text
  }
}
