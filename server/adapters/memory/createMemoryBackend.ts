import { createMemoryRepos } from './createMemoryRepos'
import { handlers, streamHandlers } from '../../http/handlers'
import { createDispatcher, createStreamOpener, type Dispatcher, type StreamOpener } from '../../app/shared/createDispatcher'
import type { Clock } from '@/ports/Clock'
import type { ServerDeps } from '../../ports/ServerDeps'
import { SystemClock } from '@/adapters/time/SystemClock'
import { WebCryptoIds } from '@/adapters/crypto/WebCryptoIds'
import { ConsoleLogger } from '../console/ConsoleLogger'
import { DrawnSvgCaptcha } from '../captcha/DrawnSvgCaptcha'
import { InMemoryRateLimiter } from './InMemoryRateLimiter'
import { InMemorySmsSender } from './InMemorySmsSender'
import { Pbkdf2PasswordHasher } from '../webcrypto/Pbkdf2PasswordHasher'
import { WebCryptoDigest } from '../webcrypto/WebCryptoDigest'
import { InMemoryReferenceData, type ReferenceSnapshot } from './InMemoryReferenceData'
import sample from '../../../data/sample.json'
import { InMemoryNoticeRepo } from './InMemoryNoticeRepo'
import { LazyAdmissionModel } from '../model/LazyAdmissionModel'
import { snapshotAdmissionSource } from '../model/snapshotAdmissionSource'
import { XlsxSpreadsheetWriter } from '../xlsx/XlsxSpreadsheetWriter'
import { LocalChatModel } from '../chat/LocalChatModel'
import { InMemoryStreamRegistry } from './InMemoryStreamRegistry'
import { SandboxGateway } from '../sandbox/SandboxGateway'
import { DatedUserRepo } from '../../app/pay/DatedUserRepo'
import { AltchaProofOfWork, randomKey } from '../crypto/AltchaProofOfWork'
import { DEFAULT_SESSION_MAX_DAYS, SMS_BUDGET_PER_DAY, SMS_BUDGET_PER_HOUR } from '../../app/shared/limits'

export interface MemoryBackend {
  dispatch: Dispatcher
  /** A streaming endpoint (the chat's answer), with the same checks as dispatch; a refusal is its envelope. */
  openStream: StreamOpener
  /** Demo mode shows the "sent" code on screen, since no SMS leaves the browser. */
  sms: { lastCode(phone: string): string | null }
  deps: ServerDeps
}

export interface MemoryBackendOptions {
  clock?: Clock
  overrides?: Partial<ServerDeps>
}

/**
 * The same admission model over the sample, fitted on first use. The sample never changes, so every backend
 * of a page (or of a test worker, which composes the demo app once per test) shares the one fit.
 */
const sampleModel = new LazyAdmissionModel(async () => snapshotAdmissionSource(sample as ReferenceSnapshot))

/** The real server use cases over in-memory repositories, with browser-safe adapters only (demo mode, tests). */
export function createMemoryBackend(options: MemoryBackendOptions = {}): MemoryBackend {
  const clock = options.clock ?? new SystemClock()
  const sms = new InMemorySmsSender()
  const stores = createMemoryRepos()
  const deps: ServerDeps = {
    // Accounts read with what their paid, unexpired orders grant, as on the server.
    repos: { ...stores.repos, users: new DatedUserRepo(stores.repos.users, stores.pay.orders, clock) },
    // Fewer iterations than a server would use: the demo holds no real secrets and must feel instant.
    hasher: new Pbkdf2PasswordHasher(10_000),
    digest: new WebCryptoDigest(),
    sms,
    captcha: new DrawnSvgCaptcha(),
    clock,
    ids: new WebCryptoIds(),
    limiter: new InMemoryRateLimiter(clock),
    logger: new ConsoleLogger(),
    // Memory is never out of reach: every error is a bug.
    faults: { unavailable: () => false },
    settings: { tokenTtlHours: 72, sessionMaxDays: DEFAULT_SESSION_MAX_DAYS, smsBudget: { perHour: SMS_BUDGET_PER_HOUR, perDay: SMS_BUDGET_PER_DAY } },
    // A key per page load: the demo's challenges are issued and checked in the same tab.
    pow: new AltchaProofOfWork(randomKey()),
    // A small real slice of the dataset so demo mode can search schools and convert scores.
    reference: new InMemoryReferenceData(sample as ReferenceSnapshot),
    volunteer: {
      model: sampleModel,
      ...stores.volunteer,
      sheets: new XlsxSpreadsheetWriter(),
    },
    notices: new InMemoryNoticeRepo(),
    // The built-in assistant needs no network, so the demo answers as the self-hosted server does.
    chat: new LocalChatModel(),
    streams: new InMemoryStreamRegistry(),
    // No money moves in the browser: both methods pay on the sandbox page.
    pay: { ...stores.pay, gateways: { wx: new SandboxGateway('wx'), zfb: new SandboxGateway('zfb') } },
    ...options.overrides,
  }
  return {
    dispatch: createDispatcher(deps, handlers),
    openStream: createStreamOpener(deps, streamHandlers),
    sms: { lastCode: (phone) => sms.lastCode(phone) },
    deps,
  }
}
