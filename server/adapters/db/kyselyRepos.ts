import type { Kysely } from 'kysely'
import { KyselySecurityLog } from './KyselySecurityLog'
import type { Repos } from '../../ports/ServerDeps'
import { KyselyAssessmentRepo } from './KyselyAssessmentRepo'
import { KyselyBatchRepo } from './KyselyBatchRepo'
import { KyselyCaptchaRepo } from './KyselyCaptchaRepo'
import { KyselyConsultationRepo } from './KyselyConsultationRepo'
import { KyselyContentRepo } from './KyselyContentRepo'
import { KyselyCooperationRepo } from './KyselyCooperationRepo'
import { KyselyErrorReportRepo } from './KyselyErrorReportRepo'
import { KyselyExpertRepo } from './KyselyExpertRepo'
import { KyselyListSnapshotRepo } from './KyselyListSnapshotRepo'
import { KyselySanyiCatalogue } from './KyselySanyiCatalogue'
import { KyselySanyiChoiceRepo } from './KyselySanyiChoiceRepo'
import { KyselySanyiInputRepo } from './KyselySanyiInputRepo'
import { KyselySmsCodeRepo } from './KyselySmsCodeRepo'
import { KyselyStudentRepo } from './KyselyStudentRepo'
import { KyselyTalkRepo } from './KyselyTalkRepo'
import { KyselyTokenRepo } from './KyselyTokenRepo'
import { KyselyUserRepo } from './KyselyUserRepo'
import type { Database } from './schema'

/** All repositories over one database (SQLite or PostgreSQL). */
export function kyselyRepos(db: Kysely<Database>): Repos {
  return {
    users: new KyselyUserRepo(db),
    students: new KyselyStudentRepo(db),
    tokens: new KyselyTokenRepo(db),
    smsCodes: new KyselySmsCodeRepo(db),
    captchas: new KyselyCaptchaRepo(db),
    content: new KyselyContentRepo(db),
    errorReports: new KyselyErrorReportRepo(db),
    batches: new KyselyBatchRepo(db),
    talks: new KyselyTalkRepo(db),
    sanyiCatalogue: new KyselySanyiCatalogue(db),
    sanyiChoices: new KyselySanyiChoiceRepo(db),
    sanyiInputs: new KyselySanyiInputRepo(db),
    assessments: new KyselyAssessmentRepo(db),
    experts: new KyselyExpertRepo(db),
    consultations: new KyselyConsultationRepo(db),
    cooperations: new KyselyCooperationRepo(db),
    listSnapshots: new KyselyListSnapshotRepo(db),
    securityLog: new KyselySecurityLog(db),
  }
}
