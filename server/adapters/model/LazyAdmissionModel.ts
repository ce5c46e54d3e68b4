import type { ModelParams } from '@/core/domain/admission/modelParams'
import type { AdmissionModel, PlanCatalogue } from '../../ports/AdmissionModel'
import type { Logger } from '../../ports/Logger'
import { buildPlanCatalogue, type AdmissionSource } from './buildPlanCatalogue'

/**
 * Fits the model and predicts the plan once, on first use (or when `warm()` is called at start-up),
 * and keeps the result: one per dataset folder (FollowingAdmissionModel makes a new one when an import or
 * a rollback changes the folder served). Concurrent first
 * callers share one build; a failed build is logged and retried on the next call.
 */
export class LazyAdmissionModel implements AdmissionModel {
  private pending: Promise<PlanCatalogue | null> | null = null

  /**
   * `fitted`: parameters fitted ahead of time for this dataset version and forecast year (data/model.json),
   * which spare each process the fit at start; null when there are none that fit.
   */
  constructor(
    private readonly load: () => Promise<AdmissionSource | null>,
    private readonly logger?: Logger,
    private readonly fitted?: (version: string | null, forecastYear: number) => ModelParams | null,
  ) {}

  private built = false

  ready(): boolean {
    return this.built
  }

  catalogue(): Promise<PlanCatalogue | null> {
    if (!this.pending) {
      this.pending = this.load()
        .then((src) => (src ? buildPlanCatalogue(src, (year) => this.fitted?.(src.version, year) ?? null) : null))
        .then((catalogue) => {
          this.built = true
          return catalogue
        })
        .catch((error: unknown) => {
          this.pending = null
          this.logger?.error('admission model build failed', { error: error instanceof Error ? error.stack : String(error) })
          return null
        })
    }
    return this.pending
  }

  /** Starts the build without waiting (server start-up), so the first student does not pay for it. */
  warm(): void {
    void this.catalogue()
  }
}
