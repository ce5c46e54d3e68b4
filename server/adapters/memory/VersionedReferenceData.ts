import type { ReferenceData } from '../../ports/ReferenceData'
import { InMemoryReferenceData, type ReferenceSnapshot } from './InMemoryReferenceData'

export interface VersionSource {
  /** The dataset version the store holds now (cheap: one row). */
  version(): Promise<string | null>
  /** That version's rows, all of them (once per version). */
  snapshot(): Promise<ReferenceSnapshot | null>
}

export interface VersionedOptions {
  /** How often a request may trigger a look at the store's version; another process may have loaded a new dataset. */
  checkEveryMs: number
  now?: () => number
  onSwap?: (version: string) => void
}

/**
 * Reference data served from memory, one indexed copy per dataset version. The first call loads the
 * store's version; afterwards a call at most every `checkEveryMs` asks the store for its version in the
 * background and, when it changed (a new dataset loaded by `npm start` or an operator on any server), builds
 * the new copy and swaps it in at once: a request sees the old version or the new, never a mix. While the
 * store holds no dataset, calls go to the store itself (`fallback`).
 */
export class VersionedReferenceData implements ReferenceData {
  private current: { version: string; data: InMemoryReferenceData } | null = null
  private checked = false
  private checking: Promise<void> | null = null
  private checkedAt = 0
  private readonly now: () => number

  constructor(
    private readonly source: VersionSource,
    private readonly fallback: ReferenceData,
    private readonly options: VersionedOptions,
  ) {
    this.now = options.now ?? Date.now
  }

  /** Looks at the store's version now and swaps when it changed; resolves when done. */
  refresh(): Promise<void> {
    this.checking ??= this.reload().finally(() => {
      this.checking = null
    })
    return this.checking
  }

  private async reload(): Promise<void> {
    this.checkedAt = this.now()
    const version = await this.source.version()
    this.checked = true
    if (version === null || version === this.current?.version) return
    const snapshot = await this.source.snapshot()
    if (!snapshot) return
    // Indexes are built before the swap, so the first request on the new version pays nothing.
    const data = new InMemoryReferenceData(snapshot)
    await data.warm()
    this.current = { version: snapshot.version, data }
    this.options.onSwap?.(snapshot.version)
  }

  private async data(): Promise<ReferenceData> {
    if (!this.checked) await this.refresh()
    else if (this.now() - this.checkedAt >= this.options.checkEveryMs) {
      const check = this.refresh()
      // With a version in hand the check runs in the background and this request is served at once.
      if (this.current) void check.catch(() => undefined)
      else await check
    }
    return this.current?.data ?? this.fallback
  }

  async version() {
    return (await this.data()).version()
  }
  async searchSchools(...a: Parameters<ReferenceData['searchSchools']>) {
    return (await this.data()).searchSchools(...a)
  }
  async school(code: string) {
    return (await this.data()).school(code)
  }
  async schoolNames() {
    return (await this.data()).schoolNames()
  }
  async cutoffsOfSchool(code: string) {
    return (await this.data()).cutoffsOfSchool(code)
  }
  async plansOfSchool(code: string) {
    return (await this.data()).plansOfSchool(code)
  }
  async cutoffsOfMajor(prefixes: string[]) {
    return (await this.data()).cutoffsOfMajor(prefixes)
  }
  async cutoffYears() {
    return (await this.data()).cutoffYears()
  }
  async programmesOfYear(year: number) {
    return (await this.data()).programmesOfYear(year)
  }
  async majors() {
    return (await this.data()).majors()
  }
  async rankTable(year: number) {
    return (await this.data()).rankTable(year)
  }
  async rankYears() {
    return (await this.data()).rankYears()
  }
  async batchLines(year?: number) {
    return (await this.data()).batchLines(year)
  }
  async countByPlace(...a: Parameters<ReferenceData['countByPlace']>) {
    return (await this.data()).countByPlace(...a)
  }
  async citiesOf(province: string) {
    return (await this.data()).citiesOf(province)
  }
  async districtsOf(city: string) {
    return (await this.data()).districtsOf(city)
  }
}
