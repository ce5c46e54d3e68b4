import { describe, expect, it } from 'vitest'
import { createMemoryBackend } from '../../server/adapters/memory/createMemoryBackend'
import { schoolSearch, scoreRank } from '@/ports/api/school'

const ctx = { token: null, lang: 'zh_CN' as const, ip: '127.0.0.1' }

describe('demo mode reference data (the browser memory backend)', () => {
  it('finds 浙江工业大学 by zjgydx from the shipped sample', async () => {
    const { dispatch } = createMemoryBackend()
    const r = await dispatch(schoolSearch, { name: 'zjgydx', pageNum: 1, pageSize: 5 }, ctx)
    expect(r.envelope.code).toBe(0)
    expect((r.envelope.data as { list: Array<{ name: string; moeCode: string }> }).list[0]).toMatchObject({ name: '浙江工业大学', moeCode: '4133010337' })
  })
  it('converts 2025 690 to cumulative rank 513 like the server does', async () => {
    const { dispatch } = createMemoryBackend()
    const r = await dispatch(scoreRank, { year: 2025, score: 690 }, ctx)
    expect(r.envelope.data).toEqual({ score: 690, count: 67, rank: 513 })
  })
})
