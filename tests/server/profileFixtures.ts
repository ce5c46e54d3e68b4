import { resolve } from 'node:path'
import { loadReferenceData } from '../../server/adapters/db/loadReferenceData'
import { startTestServer, type TestServer } from './testServer'
import type { ProfileForm } from '@/core/domain/profileForm'
import { saveScoresPayload } from '@/core/domain/saveScoresPayload'
import { ratioSeed } from '../../server/adapters/seed/batches'

export function ordinaryForm(overrides: Partial<ProfileForm> = {}): ProfileForm {
  return {
    name: '张同学',
    sex: '女',
    province: '浙江',
    city: '杭州市',
    district: '西湖区',
    highSchool: '杭州高级中学',
    studentType: 1,
    subjects: ['physics', 'chemistry', 'biology'],
    scores: { chinese: 120, math: 130, english: 125, physics: 90, chemistry: 85, biology: 80 },
    addScoreType: null,
    policyScore: null,
    ...overrides,
  }
}

/** The body the web app sends for a form (the same domain function builds it). */
export function scoresBody(form: ProfileForm = ordinaryForm()): Record<string, unknown> {
  return { ...saveScoresPayload(form, ratioSeed) }
}

/** A test server whose reference tables hold the shipped dataset (batch lines, 一分一段). */
export async function startServerWithData(): Promise<TestServer> {
  const server = await startTestServer()
  await loadReferenceData(server.db, resolve(__dirname, '../../data'))
  return server
}
