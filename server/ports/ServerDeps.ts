import type { BatchRepo } from './BatchRepo'
import type { CaptchaGenerator } from './CaptchaGenerator'
import type { CaptchaRepo } from './CaptchaRepo'
import type { Clock } from '@/ports/Clock'
import type { ContentRepo } from './ContentRepo'
import type { Digest } from './Digest'
import type { ErrorReportRepo } from './ErrorReportRepo'
import type { Ids } from '@/ports/Ids'
import type { Logger } from './Logger'
import type { NoticeRepo } from './NoticeRepo'
import type { PasswordHasher } from './PasswordHasher'
import type { RateLimiter } from './RateLimiter'
import type { ReferenceData } from './ReferenceData'
import type { SmsCodeRepo } from './SmsCodeRepo'
import type { SmsSender } from './SmsSender'
import type { StudentRepo } from './StudentRepo'
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
}

/** Everything a server use case may use; composed in server/main.ts or createMemoryBackend. */
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
  settings: { tokenTtlHours: number }
  /** The shipped Zhejiang dataset (issue 3); endpoints that need it answer notYet without it. */
  reference?: ReferenceData
  /** Issue 5: admission model, volunteer lists, AI targets; endpoints that need it answer notYet without it. */
  volunteer?: VolunteerDeps
  /** Who has read the notice and agreement (isReadType); sessions record it when present. */
  notices?: NoticeRepo
}
