import type { AssessmentRepo } from './AssessmentRepo'
import type { BatchRepo } from './BatchRepo'
import type { ChatModel } from './ChatModel'
import type { CaptchaGenerator } from './CaptchaGenerator'
import type { CaptchaRepo } from './CaptchaRepo'
import type { Clock } from '@/ports/Clock'
import type { ConsultationRepo } from './ConsultationRepo'
import type { ContentRepo } from './ContentRepo'
import type { CooperationRepo } from './CooperationRepo'
import type { Digest } from './Digest'
import type { ErrorReportRepo } from './ErrorReportRepo'
import type { ExpertRepo } from './ExpertRepo'
import type { Ids } from '@/ports/Ids'
import type { ListSnapshotRepo } from './ListSnapshotRepo'
import type { Logger } from './Logger'
import type { NoticeRepo } from './NoticeRepo'
import type { PasswordHasher } from './PasswordHasher'
import type { PayDeps } from './PayDeps'
import type { RateLimiter } from './RateLimiter'
import type { SanyiCatalogueRepo, SanyiChoiceRepo, SanyiInputRepo } from './SanyiRepo'
import type { ReferenceData } from './ReferenceData'
import type { SecurityLog } from './SecurityLog'
import type { SmsCodeRepo } from './SmsCodeRepo'
import type { ProofOfWork } from './ProofOfWork'
import type { SmsSender } from './SmsSender'
import type { StreamRegistry } from './StreamRegistry'
import type { FaultClassifier } from './FaultClassifier'
import type { StudentRepo } from './StudentRepo'
import type { TalkRepo } from './TalkRepo'
import type { TokenRepo } from './TokenRepo'
import type { UserRepo } from './UserRepo'
import type { VolunteerDeps } from './VolunteerDeps'

export interface Repos {
  users: UserRepo
  students: StudentRepo
  tokens: TokenRepo
  smsCodes: SmsCodeRepo
  captchas: CaptchaRepo
  content: ContentRepo
  errorReports: ErrorReportRepo
  batches: BatchRepo
  talks: TalkRepo
  /** 三位一体: the imported schools and majors, each student's intention volunteers and calculator inputs. */
  sanyiCatalogue: SanyiCatalogueRepo
  sanyiChoices: SanyiChoiceRepo
  sanyiInputs: SanyiInputRepo
  /** The interest tests' answer sheets (专业选择测试, 选科测评). */
  assessments: AssessmentRepo
  experts: ExpertRepo
  consultations: ConsultationRepo
  cooperations: CooperationRepo
  /** The data-visualisation history (cohort snapshots, each student's list per day) and the cohort read. */
  listSnapshots: ListSnapshotRepo
  /** Append-only record of sign-ins, locks, password and session changes, grants, payments, imports and operator commands. */
  securityLog: SecurityLog
}

/** Everything the server's use cases may use; composed in server/composeDeps.ts or createMemoryBackend. */
export interface ServerDeps {
  repos: Repos
  hasher: PasswordHasher
  digest: Digest
  sms: SmsSender
  captcha: CaptchaGenerator
  clock: Clock
  ids: Ids
  limiter: RateLimiter
  logger: Logger
  /** Which errors are the store being unavailable for now (answered as such), not bugs. */
  faults: FaultClassifier
  settings: {
    tokenTtlHours: number
    sessionMaxDays: number
    /** The whole site's SMS budget (SMS_BUDGET_PER_HOUR / SMS_BUDGET_PER_DAY). */
    smsBudget: { perHour: number; perDay: number }
  }
  /** Proof-of-work challenges (ALTCHA), asked of senders and guessers past their free attempts. */
  pow: ProofOfWork
  /** The shipped Zhejiang dataset: schools, majors, 投档线, plans, 一分一段, batch lines, regions. */
  reference: ReferenceData
  /** Admission model, volunteer lists, AI targets, entitlement grants and the spreadsheet export. */
  volunteer: VolunteerDeps
  /** Who has read the notice and agreement (isReadType); opening a session records it. */
  notices: NoticeRepo
  /** The chat assistant: the built-in one, or a remote model behind an OpenAI-compatible API (CHAT_MODEL). */
  chat: ChatModel
  /** The chat answers being generated now, so a stop or a newer question cancels the running one. */
  streams: StreamRegistry
  /** Memberships for sale, coupons, orders and the payment gateways (sandbox unless a provider is configured). */
  pay: PayDeps
}

/** The repositories a use case reads, so each use case names exactly the part of the deps it uses. */
export type UsesRepos<K extends keyof Repos> = { repos: Pick<Repos, K> }

/** The volunteer ports a use case reads. */
export type UsesVolunteer<K extends keyof VolunteerDeps> = { volunteer: Pick<VolunteerDeps, K> }

/** The shop's ports a use case reads. */
export type UsesPay<K extends keyof PayDeps> = { pay: Pick<PayDeps, K> }
