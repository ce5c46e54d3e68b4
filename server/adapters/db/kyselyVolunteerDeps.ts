import type { Kysely } from 'kysely'
import type { AdmissionModel } from '../../ports/AdmissionModel'
import type { VolunteerDeps } from '../../ports/VolunteerDeps'
import { XlsxSpreadsheetWriter } from '../xlsx/XlsxSpreadsheetWriter'
import { KyselyAiTargetRepo } from './KyselyAiTargetRepo'
import { KyselyGrantRepo } from './KyselyGrantRepo'
import { KyselyVolunteerRepo } from './KyselyVolunteerRepo'
import type { Database } from './schema'

/** The volunteer-list deps (lists, AI targets, grants, spreadsheets) over one database and a model (the shipped dataset in production, a slice in tests). */
export function kyselyVolunteerDeps(db: Kysely<Database>, model: AdmissionModel): VolunteerDeps {
  return {
    model,
    lists: new KyselyVolunteerRepo(db),
    targets: new KyselyAiTargetRepo(db),
    grants: new KyselyGrantRepo(db),
    sheets: new XlsxSpreadsheetWriter(),
  }
}
