import { InMemorySecurityLog } from './InMemorySecurityLog'
import type { Repos } from '../../ports/ServerDeps'
import type { VolunteerDeps } from '../../ports/VolunteerDeps'
import { InMemoryAiTargetRepo } from './InMemoryAiTargetRepo'
import { InMemoryAssessmentRepo } from './InMemoryAssessmentRepo'
import { InMemoryBatchRepo } from './InMemoryBatchRepo'
import { InMemoryCaptchaRepo } from './InMemoryCaptchaRepo'
import { InMemoryConsultationRepo } from './InMemoryConsultationRepo'
import { InMemoryContentRepo } from './InMemoryContentRepo'
import { InMemoryCooperationRepo } from './InMemoryCooperationRepo'
import { InMemoryErrorReportRepo } from './InMemoryErrorReportRepo'
import { InMemoryExpertRepo } from './InMemoryExpertRepo'
import { InMemoryGrantRepo } from './InMemoryGrantRepo'
import { InMemoryListSnapshotRepo } from './InMemoryListSnapshotRepo'
import { InMemorySanyiCatalogue } from './InMemorySanyiCatalogue'
import { InMemorySanyiChoiceRepo } from './InMemorySanyiChoiceRepo'
import { InMemorySanyiInputRepo } from './InMemorySanyiInputRepo'
import { InMemorySmsCodeRepo } from './InMemorySmsCodeRepo'
import { InMemoryStudentRepo } from './InMemoryStudentRepo'
import { InMemoryTalkRepo } from './InMemoryTalkRepo'
import { InMemoryTokenRepo } from './InMemoryTokenRepo'
import { InMemoryUserRepo } from './InMemoryUserRepo'
import { InMemoryVolunteerRepo } from './InMemoryVolunteerRepo'
import { InMemoryMembershipRepo } from './InMemoryMembershipRepo'
import { InMemoryCouponRepo } from './InMemoryCouponRepo'
import { InMemoryOrderRepo } from './InMemoryOrderRepo'
import type { PayDeps } from '../../ports/PayDeps'

export type MemoryVolunteerStores = Pick<VolunteerDeps, 'lists' | 'targets' | 'grants'>

/** Every in-memory repository, in one place, so demo mode and the contract suites never drift apart. */
export function createMemoryRepos(): { repos: Repos; volunteer: MemoryVolunteerStores; pay: Omit<PayDeps, 'gateways'> } {
  const users = new InMemoryUserRepo()
  const grants = new InMemoryGrantRepo()
  const students = new InMemoryStudentRepo()
  const lists = new InMemoryVolunteerRepo()
  return {
    repos: {
      users,
      students,
      tokens: new InMemoryTokenRepo(),
      smsCodes: new InMemorySmsCodeRepo(),
      captchas: new InMemoryCaptchaRepo(),
      content: new InMemoryContentRepo(),
      errorReports: new InMemoryErrorReportRepo(),
      batches: new InMemoryBatchRepo(),
      talks: new InMemoryTalkRepo(),
      sanyiCatalogue: new InMemorySanyiCatalogue(),
      sanyiChoices: new InMemorySanyiChoiceRepo(),
      sanyiInputs: new InMemorySanyiInputRepo(),
      assessments: new InMemoryAssessmentRepo(),
      experts: new InMemoryExpertRepo(),
      consultations: new InMemoryConsultationRepo(),
      cooperations: new InMemoryCooperationRepo(),
      listSnapshots: new InMemoryListSnapshotRepo({ users, students, lists }),
      securityLog: new InMemorySecurityLog(),
    },
    volunteer: { lists, targets: new InMemoryAiTargetRepo(), grants },
    pay: { memberships: new InMemoryMembershipRepo(), coupons: new InMemoryCouponRepo(), orders: new InMemoryOrderRepo(users, grants) },
  }
}
