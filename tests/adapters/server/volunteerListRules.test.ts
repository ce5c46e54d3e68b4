import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { MAX_VOLUNTEERS } from '@/core/domain/admission/listTypes'
import sample from '../../../data/sample.json'
import { createMemoryBackend } from '../../../server/adapters/memory/createMemoryBackend'
import type { ReferenceSnapshot } from '../../../server/adapters/memory/InMemoryReferenceData'
import { ManualClock } from '@/adapters/fake/ManualClock'
import { LazyAdmissionModel } from '../../../server/adapters/model/LazyAdmissionModel'
import { snapshotAdmissionSource } from '../../../server/adapters/model/snapshotAdmissionSource'
import { XlsxSpreadsheetWriter } from '../../../server/adapters/xlsx/XlsxSpreadsheetWriter'
import type { Call } from '../../../server/app/shared/outcome'
import { joinVolunteer } from '../../../server/app/volunteer/joinVolunteer'
import { volunteerNum } from '../../../server/app/volunteer/volunteerNum'
import type { ServerDeps } from '../../../server/ports/ServerDeps'
import { repoBackends } from './repoBackends'

/**
 * The list rules (max 80, no duplicate programme) are checked atomically by each repository's add and
 * worded by the use case; this runs those use cases over each backend so memory (demo mode) and SQL agree.
 */
const model = new LazyAdmissionModel(async () => snapshotAdmissionSource(sample as ReferenceSnapshot))
let planIds: string[] = []

beforeAll(async () => {
  const cat = await model.catalogue()
  planIds = cat!.entries.map((e) => e.candidate.id).slice(0, MAX_VOLUNTEERS + 1)
}, 60_000)

describe.each(repoBackends)('volunteer list rules over $name', (backend) => {
  let deps: ServerDeps
  let close: () => Promise<void>
  let userId: number
  let call: Call
  beforeEach(async () => {
    const opened = await backend.open()
    close = opened.close
    deps = createMemoryBackend({
      clock: new ManualClock(),
      overrides: { repos: opened.repos, volunteer: { ...opened.volunteer, model, sheets: new XlsxSpreadsheetWriter() } },
    }).deps
    userId = (await opened.repos.users.create({ phone: '13800000001', passwordHash: null, inviteCode: 'CODE0001', invitedBy: null, createdAt: 0 })).id
    // Joining by hand is the 尊享版 self-selection assistant's call: super vip.
    await opened.repos.users.setEntitlements(userId, { isSuperVip: 1 })
    call = { userId, token: 't', ip: '127.0.0.1', lang: 'zh_CN' }
  })
  afterEach(async () => {
    await close()
  })

  it('joins programmes with dataIndex from 1 and refuses a duplicate, naming where it already is', async () => {
    const first = await joinVolunteer(deps, { planId: planIds[0] }, call)
    const second = await joinVolunteer(deps, { planId: planIds[1] }, call)
    expect(first.ok && first.value.dataIndex).toBe(1)
    expect(second.ok && second.value.dataIndex).toBe(2)
    expect(await joinVolunteer(deps, { planId: planIds[0] }, call)).toMatchObject({ ok: false, error: 'volunteer.duplicate', params: { index: 1 } })
    expect(await volunteerNum(deps, {}, call)).toEqual({ ok: true, value: 2 })
  })

  it(`refuses the programme after the ${MAX_VOLUNTEERS}th and keeps the list at ${MAX_VOLUNTEERS}`, async () => {
    await deps.volunteer.lists.replaceAll(
      userId,
      planIds.slice(0, MAX_VOLUNTEERS - 1).map((planId) => ({ planId, year: 2026, fromAi: true })),
      0,
    )
    const last = await joinVolunteer(deps, { planId: planIds[MAX_VOLUNTEERS - 1] }, call)
    expect(last.ok && last.value.dataIndex).toBe(MAX_VOLUNTEERS)
    expect(await joinVolunteer(deps, { planId: planIds[MAX_VOLUNTEERS] }, call)).toMatchObject({
      ok: false,
      error: 'volunteer.full',
      params: { max: MAX_VOLUNTEERS },
    })
    expect(await volunteerNum(deps, {}, call)).toEqual({ ok: true, value: MAX_VOLUNTEERS })
  })

  it(`lets only one of two simultaneous joins at ${MAX_VOLUNTEERS - 1} rows through and refuses the other as full`, async () => {
    await deps.volunteer.lists.replaceAll(
      userId,
      planIds.slice(0, MAX_VOLUNTEERS - 1).map((planId) => ({ planId, year: 2026, fromAi: true })),
      0,
    )
    const both = await Promise.all([
      joinVolunteer(deps, { planId: planIds[MAX_VOLUNTEERS - 1] }, call),
      joinVolunteer(deps, { planId: planIds[MAX_VOLUNTEERS] }, call),
    ])
    expect(both.filter((r) => r.ok)).toHaveLength(1)
    expect(both.find((r) => !r.ok)).toMatchObject({ ok: false, error: 'volunteer.full', params: { max: MAX_VOLUNTEERS } })
    expect(await volunteerNum(deps, {}, call)).toEqual({ ok: true, value: MAX_VOLUNTEERS })
  })

  it('adds one row when the same programme is joined twice at once, and names its 志愿序号 to the other', async () => {
    await joinVolunteer(deps, { planId: planIds[0] }, call)
    const both = await Promise.all([joinVolunteer(deps, { planId: planIds[1] }, call), joinVolunteer(deps, { planId: planIds[1] }, call)])
    expect(both.filter((r) => r.ok)).toHaveLength(1)
    expect(both.find((r) => !r.ok)).toMatchObject({ ok: false, error: 'volunteer.duplicate', params: { index: 2 } })
    expect(await volunteerNum(deps, {}, call)).toEqual({ ok: true, value: 2 })
  })
})
