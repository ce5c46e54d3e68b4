import { Container } from 'inversify'
import { WebCryptoIds } from '@/adapters/crypto/WebCryptoIds'
import { Md5PasswordDigester } from '@/adapters/crypto/Md5PasswordDigester'
import { AltchaProofSolver } from '@/adapters/crypto/AltchaProofSolver'
import { ProofSolver } from '@/ports/ProofSolver'
import { BrowserPayWindows } from '@/adapters/browser/BrowserPayWindows'
import { SimpleEventBus } from '@/adapters/events/SimpleEventBus'
import type { MemoryBackend } from '@/adapters/fake/InMemoryHttpApi'
import { CanvasImageEncoder } from '@/adapters/image/CanvasImageEncoder'
import { InMemoryPreferences } from '@/adapters/fake/InMemoryPreferences'
import { InMemorySessionFlags } from '@/adapters/fake/InMemorySessionFlags'
import { InMemoryTokenStore } from '@/adapters/fake/InMemoryTokenStore'
import { earlyResponses } from '@/adapters/http/EarlyResponses'
import { FetchHttpApi } from '@/adapters/http/FetchHttpApi'
import { HashNavigator } from '@/adapters/routing/HashNavigator'
import { LocalStoragePreferences } from '@/adapters/storage/LocalStoragePreferences'
import { SessionStorageSessionFlags } from '@/adapters/storage/SessionStorageSessionFlags'
import { SessionStorageTokenStore } from '@/adapters/storage/SessionStorageTokenStore'
import { SystemClock } from '@/adapters/time/SystemClock'
import { Clock, EventBus, HttpApi, Ids, Language, Navigator, PasswordDigester, Preferences, SessionFlags, Timer, Toast, TokenStore } from '@/ports'
import { AnswerStream } from '@/ports/AnswerStream'
import { ImageEncoder } from '@/ports/ImageEncoder'
import { PayWindows } from '@/ports/PayWindows'
import { ClassRoomViewModel } from '@/ui/datav/ClassRoomViewModel'
import { DatavMainViewModel } from '@/ui/datav/DatavMainViewModel'
import { DatavTokens } from '@/ui/datav/datavTokens'
import { ConsultTokens } from '@/ui/consult/consultTokens'
import { CooperationViewModel } from '@/ui/consult/CooperationViewModel'
import { ExpertViewModel } from '@/ui/consult/ExpertViewModel'
import type { LanguageStore } from '@/ui/stores/LanguageStore'
import { SuperVipViewModel } from '@/ui/superVip/SuperVipViewModel'
import { AssessmentViewModel } from '@/ui/assessment/AssessmentViewModel'
import { AssessmentTokens } from '@/ui/assessment/assessmentTokens'
import type { AppStore } from '@/ui/stores/AppStore'
import { UiTokens } from '@/ui/tokens'
import { SanyiIndexViewModel } from '@/ui/sanyi/SanyiIndexViewModel'
import { SanyiMineViewModel } from '@/ui/sanyi/SanyiMineViewModel'
import { SanyiPageListViewModel } from '@/ui/sanyi/SanyiPageListViewModel'
import { SanyiTokens } from '@/ui/sanyi/sanyiTokens'
import { bindPayViewModels } from './bindPayViewModels'
import { bindProfileViewModels } from './bindProfileViewModels'
import { bindViewModels } from './bindViewModels'
import { CurrentUserId } from './CurrentUserId'
import { bindUseCases, UseCases } from './useCases'

export interface ContainerOptions {
  mode: 'real' | 'demo'
  /** Tests keep storage in memory so cases do not leak into each other. */
  storage?: 'browser' | 'memory'
  /** Real mode: where the API lives ('' = same origin, the server serves the app). */
  apiBaseUrl?: string
  clock?: Clock
  /** Demo mode: a backend to reuse (tests reach into it for SMS codes). */
  backend?: MemoryBackend
}

/**
 * THE composition root of the web app (docs/ARCHITECTURE.md, "One composition root"): adapters by mode, then the view models.
 * Async because demo mode loads the in-browser backend as its own chunk, keeping it out of the real bundle.
 */
export async function createContainer(options: ContainerOptions): Promise<Container> {
  const container = new Container()
  const memory = options.storage === 'memory'
  container.bind(TokenStore).toConstantValue(memory ? new InMemoryTokenStore() : new SessionStorageTokenStore())
  container.bind(Preferences).toConstantValue(memory ? new InMemoryPreferences() : new LocalStoragePreferences())
  container.bind(SessionFlags).toConstantValue(memory ? new InMemorySessionFlags() : new SessionStorageSessionFlags())
  container.bind(Clock).toConstantValue(options.clock ?? new SystemClock())
  // Real timers even when a test sets the clock: the chat's typing timer must keep running on its own.
  container.bind(Timer).toConstantValue(new SystemClock())
  container.bind(EventBus).toConstantValue(new SimpleEventBus())
  container.bind(Navigator).toConstantValue(new HashNavigator())
  container.bind(PasswordDigester).toConstantValue(new Md5PasswordDigester())
  container.bind(ProofSolver).toConstantValue(new AltchaProofSolver())
  container.bind(Ids).toConstantValue(new WebCryptoIds())
  // Both modes draw avatars on a real canvas: demo mode fakes the backend, not the browser.
  container.bind(ImageEncoder).toConstantValue(new CanvasImageEncoder())
  container.bind(PayWindows).toConstantValue(new BrowserPayWindows())
  const backend = options.mode === 'demo' ? (options.backend ?? (await loadDemoBackend())) : null
  // The in-memory adapters only in demo mode: the real first page does not carry them.
  const demo = backend ? await import('./demoAdapters') : null
  bindUseCases(container)
  bindViewModels(container, { mode: options.mode, demoSmsCode: backend ? (phone) => backend.sms.lastCode(phone) ?? undefined : undefined })
  bindProfileViewModels(container)
  bindPayViewModels(container)
  // 专家咨询, 合作申请 and the 尊享版 greeting.
  container
    .bind(ConsultTokens.experts)
    .toResolvedValue(
      (uc: UseCases, events: EventBus, clock: Clock, toast: Toast, app: AppStore, language: LanguageStore) =>
        new ExpertViewModel({ ...uc, events, clock, toast, translate: (key, params) => language.i18n.t(key, params ?? {}), user: () => app.user }),
      [UseCases, EventBus, Clock, Toast, UiTokens.app, UiTokens.language],
    )
    .inSingletonScope()
  container
    .bind(ConsultTokens.cooperation)
    .toResolvedValue((uc: UseCases) => new CooperationViewModel(uc), [UseCases])
    .inSingletonScope()
  container
    .bind(ConsultTokens.superVip)
    .toResolvedValue(
      (uc: UseCases, events: EventBus, app: AppStore) => new SuperVipViewModel({ ...uc, events, user: () => app.user }),
      [UseCases, EventBus, UiTokens.app],
    )
    .inSingletonScope()
  // The interest tests: one view model per test, so a result stays on screen while the student looks elsewhere.
  for (const kind of ['major', 'subjects'] as const)
    container
      .bind(AssessmentTokens[kind])
      .toResolvedValue(
        (uc: UseCases, app: AppStore) => new AssessmentViewModel(kind, { ...uc, refreshUser: () => app.refreshUser() }),
        [UseCases, UiTokens.app],
      )
      .inSingletonScope()
  // 数据可视化: kept alive, so each page shows its last figures at once when opened again.
  container
    .bind(DatavTokens.main)
    .toResolvedValue(
      (uc: UseCases, app: AppStore) =>
        new DatavMainViewModel({
          ...uc,
          student: () => (app.user ? { userId: app.user.id, score: app.user.student?.total ?? null, rank: app.user.student?.rank ?? null } : null),
        }),
      [UseCases, UiTokens.app],
    )
    .inSingletonScope()
  container
    .bind(DatavTokens.classRoom)
    .toResolvedValue((uc: UseCases, app: AppStore) => new ClassRoomViewModel({ ...uc, userId: () => app.user?.id ?? null }), [UseCases, UiTokens.app])
    .inSingletonScope()
  // 三位一体: the school list and calculator, the paid reference list, my intention volunteers.
  const sanyiWords = (language: LanguageStore) => (key: string, params?: Record<string, unknown>) => language.i18n.t(key, params ?? {})
  container
    .bind(SanyiTokens.index)
    .toResolvedValue(
      (uc: UseCases, toast: Toast, language: LanguageStore) => new SanyiIndexViewModel({ ...uc, toast, translate: sanyiWords(language) }),
      [UseCases, Toast, UiTokens.language],
    )
    .inSingletonScope()
  container
    .bind(SanyiTokens.pageList)
    .toResolvedValue(
      (uc: UseCases, toast: Toast, language: LanguageStore) => new SanyiPageListViewModel({ ...uc, toast, translate: sanyiWords(language) }),
      [UseCases, Toast, UiTokens.language],
    )
    .inSingletonScope()
  container
    .bind(SanyiTokens.mine)
    .toResolvedValue(
      (uc: UseCases, toast: Toast, language: LanguageStore, app: AppStore) =>
        new SanyiMineViewModel({ ...uc, toast, translate: sanyiWords(language), subjects: () => app.user?.student?.subject ?? app.user?.subject }),
      [UseCases, Toast, UiTokens.language, UiTokens.app],
    )
    .inSingletonScope()
  // The HTTP adapter needs the language and the signed-in user's id (deviceId header), both from view models.
  container
    .bind(HttpApi)
    .toResolvedValue(
      (tokens: TokenStore, events: EventBus, toast: Toast, language: Language, userId: () => number | null) => {
        const common = { tokens, events, toast, language, userId }
        return backend && demo
          ? new demo.InMemoryHttpApi({ ...common, backend })
          : new FetchHttpApi({ ...common, baseUrl: options.apiBaseUrl ?? '', early: earlyResponses })
      },
      [TokenStore, EventBus, Toast, Language, CurrentUserId],
    )
    .inSingletonScope()
  container
    .bind(AnswerStream)
    .toResolvedValue(
      (tokens: TokenStore, events: EventBus, toast: Toast, language: Language, userId: () => number | null) => {
        const common = { tokens, events, toast, language, userId }
        if (backend && demo) return new demo.InMemoryEventStream({ ...common, backend })
        // The chat's stream reader loads with the first question, not with the first page.
        let stream: Promise<AnswerStream> | null = null
        const lazy: AnswerStream = {
          open: async (question, signal) => {
            stream ??= import('@/adapters/http/FetchEventStream').then((m) => new m.FetchEventStream({ ...common, baseUrl: options.apiBaseUrl ?? '' }))
            return (await stream).open(question, signal)
          },
        }
        return lazy
      },
      [TokenStore, EventBus, Toast, Language, CurrentUserId],
    )
    .inSingletonScope()
  // A saved zh_TW or en fetches its catalogue before the first render.
  await container.get<LanguageStore>(UiTokens.language).ready
  return container
}

async function loadDemoBackend(): Promise<MemoryBackend> {
  const { createMemoryBackend } = await import('../../server/adapters/memory/createMemoryBackend')
  return createMemoryBackend()
}
