import type { AdmissionModel } from './AdmissionModel'
import type { AiTargetRepo } from './AiTargetRepo'
import type { GrantRepo } from './GrantRepo'
import type { SpreadsheetWriter } from './SpreadsheetWriter'
import type { VolunteerRepo } from './VolunteerRepo'

/** What the plan, volunteer list, AI and check use cases need beyond the common deps (plans, lists, targets, grants, export). */
export interface VolunteerDeps {
  model: AdmissionModel
  lists: VolunteerRepo
  targets: AiTargetRepo
  grants: GrantRepo
  sheets: SpreadsheetWriter
}
