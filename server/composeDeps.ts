import type { Kysely } from 'kysely'
import { SvgCaptchaGenerator } from './adapters/captcha/SvgCaptchaGenerator'
import { NodeCryptoDigest } from './adapters/crypto/NodeCryptoDigest'
import { WebCryptoIds } from '@/adapters/crypto/WebCryptoIds'
import { ScryptPasswordHasher } from './adapters/crypto/ScryptPasswordHasher'
import { kyselyRepos } from './adapters/db/kyselyRepos'
import { KyselyNoticeRepo } from './adapters/db/KyselyNoticeRepo'
import { KyselyRateLimiter } from './adapters/db/KyselyRateLimiter'
import { KyselyReferenceData } from './adapters/db/KyselyReferenceData'
import { readReferenceSnapshot } from './adapters/db/readReferenceSnapshot'
import { VersionedReferenceData } from './adapters/memory/VersionedReferenceData'
import type { ReferenceData } from './ports/ReferenceData'
import { kyselyVolunteerDeps } from './adapters/db/kyselyVolunteerDeps'
import { datasetModel } from './adapters/model/datasetModel'
import { FollowingAdmissionModel } from './adapters/model/FollowingAdmissionModel'
import { DATA_DIR } from './cli/data/paths'
import type { Database } from './adapters/db/schema'
import { SystemClock } from '@/adapters/time/SystemClock'
import { PinoLogger } from './adapters/pino/PinoLogger'
import { ConsoleSmsSender } from './adapters/sms/ConsoleSmsSender'
import type { Repos, ServerDeps } from './ports/ServerDeps'
import type { Clock } from '@/ports/Clock'
import { DatedUserRepo } from './app/pay/DatedUserRepo'
import type { SmsSender } from './ports/SmsSender'
import { LocalChatModel } from './adapters/chat/LocalChatModel'
import { OpenAiChatModel } from './adapters/chat/OpenAiChatModel'
import type { ChatConfig } from './config'
import type { Logger } from './ports/Logger'
import type { ChatModel } from './ports/ChatModel'
import { KyselyStreamRegistry } from './adapters/db/KyselyStreamRegistry'
import { DatabaseFaults } from './adapters/db/DatabaseFaults'
import { KyselyCouponRepo } from './adapters/db/KyselyCouponRepo'
import { KyselyMembershipRepo } from './adapters/db/KyselyMembershipRepo'
import { KyselyOrderRepo } from './adapters/db/KyselyOrderRepo'
import { SandboxGateway } from './adapters/sandbox/SandboxGateway'
import type { PaymentGateway } from './ports/PaymentGateway'
import { DEFAULT_SESSION_MAX_DAYS, SMS_BUDGET_PER_DAY, SMS_BUDGET_PER_HOUR } from './app/shared/limits'
import { AltchaProofOfWork, randomKey } from './adapters/crypto/AltchaProofOfWork'

export interface ComposeOptions {
  tokenTtlHours: number
  /** A session's absolute lifetime (SESSION_MAX_DAYS); 30 days when omitted. */
  sessionMaxDays?: number
  /** The whole site's SMS budget (SMS_BUDGET_PER_HOUR / _PER_DAY); limits.ts's when omitted. */
  smsBudget?: { perHour: number; perDay: number }
  /** The key signing proof-of-work challenges (CHALLENGE_KEY); every process must share it. A random one when omitted. */
  challengeKey?: string
  logLevel: string
  /** The chat assistant; the built-in one when omitted. */
  chat?: ChatConfig
  /** The payment gateways per method; the sandbox for a method not given. */
  gateways?: Partial<Record<'wx' | 'zfb', PaymentGateway>>
  /** Delivers SMS codes (SMS_PROVIDER, see smsSenderOf); the console one when omitted. */
  sms?: SmsSender
  overrides?: Partial<ServerDeps>
  /** The dataset folder served now (main.ts: DATA_DIR's current version, see servedDataset); data/ when omitted. */
  dataset?: () => string
}

/** The production adapters over one database; tests pass overrides (a manual clock, a quiet logger). */
export function composeDeps(db: Kysely<Database>, options: ComposeOptions): ServerDeps {
  const clock = options.overrides?.clock ?? new SystemClock()
  const logger = options.overrides?.logger ?? new PinoLogger(options.logLevel)
  return {
    repos: datedRepos(kyselyRepos(db), new KyselyOrderRepo(db), clock),
    hasher: new ScryptPasswordHasher(),
    digest: new NodeCryptoDigest(),
    // The console one writes straight to stdout, not the logger: that line IS the delivery, whatever LOG_LEVEL says.
    sms: options.sms ?? new ConsoleSmsSender(),
    captcha: new SvgCaptchaGenerator(),
    clock,
    ids: new WebCryptoIds(),
    // In the database, so limits survive restarts and hold across server processes.
    limiter: new KyselyRateLimiter(db, clock),
    logger,
    faults: new DatabaseFaults(),
    settings: {
      tokenTtlHours: options.tokenTtlHours,
      sessionMaxDays: options.sessionMaxDays ?? DEFAULT_SESSION_MAX_DAYS,
      smsBudget: options.smsBudget ?? { perHour: SMS_BUDGET_PER_HOUR, perDay: SMS_BUDGET_PER_DAY },
    },
    pow: new AltchaProofOfWork(options.challengeKey ?? randomKey()),
    // Served from memory, one indexed copy per dataset version (swapped when any process loads a new one).
    reference: versionedReference(db),
    // The admission model is fitted on first use (main.ts warms it at start), once per dataset version in this
    // process (datasetModel), and rebuilt in the background when an import or a rollback changes the dataset served.
    volunteer: kyselyVolunteerDeps(
      db,
      new FollowingAdmissionModel(options.dataset ?? (() => DATA_DIR), (dir) => datasetModel(dir, logger), { checkEveryMs: REFERENCE_CHECK_MS }),
    ),
    notices: new KyselyNoticeRepo(db),
    chat: chatModel(options.chat ?? { kind: 'local' }, logger),
    // In the database, so a stop or a newer question reaches the answer whichever process writes it.
    streams: new KyselyStreamRegistry(db, clock),
    pay: {
      memberships: new KyselyMembershipRepo(db),
      coupons: new KyselyCouponRepo(db),
      orders: new KyselyOrderRepo(db),
      gateways: { wx: options.gateways?.wx ?? new SandboxGateway('wx'), zfb: options.gateways?.zfb ?? new SandboxGateway('zfb') },
    },
    ...options.overrides,
  }
}

/** The accounts read with what their paid, unexpired orders grant (memberships lapse at their end). */
function datedRepos(repos: Repos, orders: KyselyOrderRepo, clock: Clock): Repos {
  return { ...repos, users: new DatedUserRepo(repos.users, orders, clock) }
}

/** How often a request may look whether another process loaded a new dataset version. */
const REFERENCE_CHECK_MS = 10_000

function versionedReference(db: Kysely<Database>): ReferenceData {
  const store = new KyselyReferenceData(db)
  return new VersionedReferenceData({ version: () => store.version(), snapshot: () => readReferenceSnapshot(db) }, store, { checkEveryMs: REFERENCE_CHECK_MS })
}

/** The configured assistant; a remote one falls back to the built-in one when it fails or is slow. */
function chatModel(config: ChatConfig, logger: Logger): ChatModel {
  const local = new LocalChatModel()
  if (config.kind === 'local') return local
  return new OpenAiChatModel({ baseUrl: config.baseUrl, apiKey: config.apiKey, model: config.model, fallback: local, logger })
}
