import type { AdmissionModel, PlanCatalogue } from '../../ports/AdmissionModel'
import type { Logger } from '../../ports/Logger'
import { buildPlanCatalogue, type AdmissionSource } from './buildPlanCatalogue'

/**
 * Fits the model and predicts the plan once, on first use (or when `warm()` is called at start-up),
 * and keeps the result for the process: the dataset only changes with a deploy. Concurrent first
 * callers share one build; a failed build is logged and retried on the next call.
 */
export class LazyAdmissionModel implements AdmissionModel {
  private pending: Promise<PlanCatalogue | null> | null = null

  constructor(
    private readonly load: () => Promise<AdmissionSource | null>,
    private readonly logger?: Logger,
  ) {}

  catalogue(): Promise<PlanCatalogue | null> {
    if (!this.pending) {
      this.pending = this.load()
        .then((src) => (src ? buildPlanCatalogue(src) : null))
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
