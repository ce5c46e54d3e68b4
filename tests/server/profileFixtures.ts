import { startTestServer, type TestServer } from './testServer'
import type { ProfileForm } from '@/core/domain/profileForm'
import { saveScoresPayload } from '@/core/domain/saveScoresPayload'
import { ratioSeed } from '../../server/adapters/seed/batches'
import { ordinaryForm as anOrdinaryForm } from '../support/builders'

/** The server tests' student: the shared ordinary form, as a girl, with no policy bonus and no score for an unchosen subject. */
export function ordinaryForm(overrides: Partial<ProfileForm> = {}): ProfileForm {
  return anOrdinaryForm({
    sex: '女',
    scores: { chinese: 120, math: 130, english: 125, physics: 90, chemistry: 85, biology: 80 },
    addScoreType: null,
    policyScore: null,
    ...overrides,
  })
}

/** The body the web app sends for a form (the same domain function builds it). */
export function scoresBody(form: ProfileForm = ordinaryForm()): Record<string, unknown> {
  return { ...saveScoresPayload(form, ratioSeed) }
}

/** A test server whose reference tables hold the shipped dataset (batch lines, 一分一段). */
export function startServerWithData(): Promise<TestServer> {
  return startTestServer(undefined, { withData: true })
}
