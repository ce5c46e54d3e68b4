import { describe, expect, it } from 'vitest'
import { schoolsOf } from '../../../server/app/chat/tools/referenceCache'
import type { ReferenceData } from '../../../server/ports/ReferenceData'

/** A reference store whose dataset version an operator can change under the running chat. */
function store() {
  const state = { version: 'v1', name: '旧名大学', searches: 0 }
  const ref = {
    version: async () => state.version,
    searchSchools: async () => {
      state.searches++
      return { total: 1, rows: [{ code: '0001', name: state.name, ruankeRank: 1 }] }
    },
    schoolNames: async () => [{ code: '0001', name: state.name, aliases: ['更早的名字学院'] }],
  } as unknown as ReferenceData
  return { ref, state }
}

describe('the chat’s school list', () => {
  it('is read once per dataset version and read again when a new version is loaded', async () => {
    const { ref, state } = store()
    expect((await schoolsOf(ref))[0]).toMatchObject({ name: '旧名大学', aliases: ['更早的名字学院'] })
    await schoolsOf(ref)
    expect(state.searches).toBe(1)
    state.version = 'v2'
    state.name = '新名大学'
    expect((await schoolsOf(ref))[0].name).toBe('新名大学')
    expect(state.searches).toBe(2)
  })
})
