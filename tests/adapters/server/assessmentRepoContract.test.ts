import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Repos } from '../../../server/ports/ServerDeps'
import { repoBackends } from './repoBackends'

const T0 = 1_750_000_000_000
const sheet = (digit: number) => Array.from({ length: 48 }, (_, i) => ((i + digit) % 5) + 1)

describe.each(repoBackends)('assessment store on $name', (backend) => {
  let repos: Repos
  let close: () => Promise<void>
  beforeEach(async () => {
    ;({ repos, close } = await backend.open())
  })
  afterEach(async () => {
    await close()
  })

  it('keeps every sheet and answers each user’s newest of each test, the answers as saved', async () => {
    const first = await repos.assessments.add({ userId: 1, kind: 'major', version: 'v1', answers: sheet(0), createdAt: T0 })
    expect(first).toMatchObject({ userId: 1, kind: 'major', version: 'v1', answers: sheet(0), createdAt: T0 })
    await repos.assessments.add({ userId: 1, kind: 'major', version: 'v1', answers: sheet(1), createdAt: T0 + 10 })
    await repos.assessments.add({ userId: 1, kind: 'subjects', version: 'v1', answers: sheet(2), createdAt: T0 + 5 })
    await repos.assessments.add({ userId: 2, kind: 'major', version: 'v1', answers: sheet(3), createdAt: T0 + 20 })
    expect((await repos.assessments.latest(1, 'major'))?.answers).toEqual(sheet(1))
    expect((await repos.assessments.latest(1, 'subjects'))?.answers).toEqual(sheet(2))
    expect((await repos.assessments.latest(2, 'major'))?.answers).toEqual(sheet(3))
    expect(await repos.assessments.latest(2, 'subjects')).toBeNull()
    expect(await repos.assessments.latest(3, 'major')).toBeNull()
    expect(await repos.assessments.counts(1)).toEqual({ major: 2, subjects: 1 })
    expect(await repos.assessments.counts(3)).toEqual({ major: 0, subjects: 0 })
  })

  it('answers the later of two sheets saved in the same millisecond', async () => {
    await repos.assessments.add({ userId: 1, kind: 'subjects', version: 'v1', answers: sheet(0), createdAt: T0 })
    await repos.assessments.add({ userId: 1, kind: 'subjects', version: 'v1', answers: sheet(4), createdAt: T0 })
    expect((await repos.assessments.latest(1, 'subjects'))?.answers).toEqual(sheet(4))
  })

  it('hands out copies: changing what was returned changes nothing stored', async () => {
    const saved = await repos.assessments.add({ userId: 1, kind: 'major', version: 'v1', answers: sheet(0), createdAt: T0 })
    saved.answers[0] = 9
    const read = await repos.assessments.latest(1, 'major')
    expect(read?.answers).toEqual(sheet(0))
    if (read) read.answers[1] = 9
    expect((await repos.assessments.latest(1, 'major'))?.answers).toEqual(sheet(0))
  })

  it('sets the test flags of the user record (majorSelectTest, isSelectOne)', async () => {
    const user = await repos.users.create({ phone: '13800000001', passwordHash: null, inviteCode: 'ABC123', invitedBy: null, createdAt: T0 })
    expect([user.majorSelectTest, user.isSelectOne]).toEqual([0, 0])
    await repos.users.setEntitlements(user.id, { majorSelectTest: 1 })
    expect(await repos.users.byId(user.id)).toMatchObject({ majorSelectTest: 1, isSelectOne: 0 })
    await repos.users.setEntitlements(user.id, { isSelectOne: 1 })
    expect(await repos.users.byId(user.id)).toMatchObject({ majorSelectTest: 1, isSelectOne: 1 })
  })
})
