import { createDispatcher, type Dispatcher } from '../../app/createDispatcher'
import type { Clock } from '../../ports/Clock'
import type { ServerDeps } from '../../ports/ServerDeps'
import { ConsoleLogger } from './ConsoleLogger'
import { InMemoryBatchRepo } from './InMemoryBatchRepo'
import { DrawnSvgCaptcha } from './DrawnSvgCaptcha'
import { InMemoryCaptchaRepo } from './InMemoryCaptchaRepo'
import { InMemoryContentRepo } from './InMemoryContentRepo'
import { InMemoryErrorReportRepo } from './InMemoryErrorReportRepo'
import { InMemoryRateLimiter } from './InMemoryRateLimiter'
import { InMemorySmsCodeRepo } from './InMemorySmsCodeRepo'
import { InMemorySmsSender } from './InMemorySmsSender'
import { InMemoryStudentRepo } from './InMemoryStudentRepo'
import { InMemoryTokenRepo } from './InMemoryTokenRepo'
import { InMemoryUserRepo } from './InMemoryUserRepo'
import { Pbkdf2PasswordHasher } from './Pbkdf2PasswordHasher'
import { SystemClock } from './SystemClock'
import { WebCryptoDigest } from './WebCryptoDigest'
import { WebCryptoIds } from './WebCryptoIds'
import { InMemoryReferenceData, type ReferenceSnapshot } from './InMemoryReferenceData'
import sample from '../../../data/sample.json'
import { InMemoryAiTargetRepo } from './InMemoryAiTargetRepo'
import { InMemoryGrantRepo } from './InMemoryGrantRepo'
import { InMemoryNoticeRepo } from './InMemoryNoticeRepo'
import { InMemoryVolunteerRepo } from './InMemoryVolunteerRepo'
import { LazyAdmissionModel } from '../model/LazyAdmissionModel'
import { snapshotAdmissionSource } from '../model/snapshotAdmissionSource'
import { XlsxSpreadsheetWriter } from '../XlsxSpreadsheetWriter'

export interface MemoryBackend {
  dispatch: Dispatcher
  /** Demo mode shows the "sent" code on screen, since no SMS leaves the browser. */
  sms: { lastCode(phone: string): string | null }
  deps: ServerDeps
}

export interface MemoryBackendOptions {
  clock?: Clock
  overrides?: Partial<ServerDeps>
}

/** The real server use cases over in-memory repositories, with browser-safe adapters only (demo mode, tests). */
export function createMemoryBackend(options: MemoryBackendOptions = {}): MemoryBackend {
  const clock = options.clock ?? new SystemClock()
  const sms = new InMemorySmsSender()
  const deps: ServerDeps = {
    repos: {
      users: new InMemoryUserRepo(),
      students: new InMemoryStudentRepo(),
      tokens: new InMemoryTokenRepo(),
      smsCodes: new InMemorySmsCodeRepo(),
      captchas: new InMemoryCaptchaRepo(),
      content: new InMemoryContentRepo(),
      errorReports: new InMemoryErrorReportRepo(),
      batches: new InMemoryBatchRepo(),
    },
    // Fewer iterations than a server would use: the demo holds no real secrets and must feel instant.
    hasher: new Pbkdf2PasswordHasher(10_000),
    digest: new WebCryptoDigest(),
    sms,
    captcha: new DrawnSvgCaptcha(),
    clock,
    ids: new WebCryptoIds(),
    limiter: new InMemoryRateLimiter(clock),
    logger: new ConsoleLogger(),
    settings: { tokenTtlHours: 72 },
    // A small real slice of the dataset so demo mode can search schools and convert scores.
    reference: new InMemoryReferenceData(sample as ReferenceSnapshot),
    // Issue 5: the same model over the sample, fitted on first use in the browser.
    volunteer: {
      model: new LazyAdmissionModel(async () => snapshotAdmissionSource(sample as ReferenceSnapshot)),
      lists: new InMemoryVolunteerRepo(),
      targets: new InMemoryAiTargetRepo(),
      grants: new InMemoryGrantRepo(),
      sheets: new XlsxSpreadsheetWriter(),
    },
    notices: new InMemoryNoticeRepo(),
    ...options.overrides,
  }
  return { dispatch: createDispatcher(deps), sms: { lastCode: (phone) => sms.lastCode(phone) }, deps }
}
