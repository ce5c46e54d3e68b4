import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Repos } from '../../../server/ports/ServerDeps'
import { batchSeed, ratioSeed } from '../../../server/adapters/seed/batches'
import { repoBackends } from './repoBackends'

const T0 = 1_750_000_000_000

describe.each(repoBackends)('profile, invitation and batch repository methods on $name', (backend) => {
  let repos: Repos
  let close: () => Promise<void>
  beforeEach(async () => {
    ;({ repos, close } = await backend.open())
  })
  afterEach(async () => {
    await close()
  })

  const newUser = (phone: string, inviteCode: string, invitedBy: number | null, createdAt = T0) => ({
    phone,
    passwordHash: null,
    inviteCode,
    invitedBy,
    createdAt,
  })

  it('updates only the profile fields it is given', async () => {
    const user = await repos.users.create(newUser('13800000001', 'CODE0001', null))
    await repos.users.updateProfile(user.id, { nickName: '小张' })
    await repos.users.updateProfile(user.id, { avatar: 'data:image/png;base64,AAAA' })
    expect(await repos.users.byId(user.id)).toMatchObject({ nickName: '小张', avatar: 'data:image/png;base64,AAAA' })
    await repos.users.updateProfile(user.id, { nickName: null })
    expect(await repos.users.byId(user.id)).toMatchObject({ nickName: null, avatar: 'data:image/png;base64,AAAA' })
  })

  it('lists the users invited by someone, oldest first, and nobody else', async () => {
    const inviter = await repos.users.create(newUser('13800000001', 'CODE0001', null))
    await repos.users.create(newUser('13800000003', 'CODE0003', inviter.id, T0 + 2))
    await repos.users.create(newUser('13800000002', 'CODE0002', inviter.id, T0 + 1))
    await repos.users.create(newUser('13800000004', 'CODE0004', null, T0 + 3))
    expect((await repos.users.invitedBy(inviter.id)).map((u) => u.phone)).toEqual(['13800000002', '13800000003'])
    expect(await repos.users.invitedBy(999)).toEqual([])
  })

  it('serves the seeded batches in order and every 综合分 ratio', async () => {
    expect(await repos.batches.batches()).toEqual(batchSeed)
    const ratios = await repos.batches.ratios()
    expect(ratios).toHaveLength(ratioSeed.length)
    for (const ratio of ratioSeed) expect(ratios).toContainEqual(ratio)
  })
})
