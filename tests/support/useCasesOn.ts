import { Md5PasswordDigester } from '@/adapters/crypto/Md5PasswordDigester'
import { AltchaProofSolver } from '@/adapters/crypto/AltchaProofSolver'
import { SimpleEventBus } from '@/adapters/events/SimpleEventBus'
import { InMemoryPreferences } from '@/adapters/fake/InMemoryPreferences'
import { InMemoryTokenStore } from '@/adapters/fake/InMemoryTokenStore'
import { ManualClock } from '@/adapters/fake/ManualClock'
import { RecordingNavigator } from '@/adapters/fake/RecordingNavigator'
import { ScriptedAnswerStream } from '@/adapters/fake/ScriptedAnswerStream'
import { createUseCases, type UseCases } from '@/composition/useCases'
import type { AnswerStream } from '@/ports/AnswerStream'
import type { HttpApi } from '@/ports/HttpApi'
import type { ImageEncoder } from '@/ports/ImageEncoder'
import type { Navigator } from '@/ports/Navigator'

/** No canvas in these tests: a view model that tried to draw an avatar would be a test mistake. */
const noImages: ImageEncoder = { toDataUrl: () => Promise.reject(new Error('no image encoder in this test')) }

/** Every use case a view model may take, bound to `api` (usually a ScriptedHttpApi) and in-memory ports, as the container binds them. */
export function useCasesOn(api: HttpApi, navigator: Navigator = new RecordingNavigator(), stream: AnswerStream = new ScriptedAnswerStream()): UseCases {
  return createUseCases({
    api,
    navigator,
    tokens: new InMemoryTokenStore(),
    solver: new AltchaProofSolver(),
    digester: new Md5PasswordDigester(),
    prefs: new InMemoryPreferences(),
    clock: new ManualClock(),
    events: new SimpleEventBus(),
    images: noImages,
    stream,
  })
}
