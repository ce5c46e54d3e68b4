import type { ListPrefs } from '@/ports/api/aiMsg'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MAX_VOLUNTEERS } from '@/core/domain/admission/listTypes'
import type { StoredAiTarget } from '../../../server/ports/AiTargetRepo'
import type { Repos } from '../../../server/ports/ServerDeps'
import type { NewVolunteerEntry, VolunteerEntry } from '../../../server/ports/VolunteerRepo'
import { repoBackends, type VolunteerStores } from './repoBackends'

const T0 = 1_750_000_000_000
const plan = (n: number, fromAi = false): NewVolunteerEntry => ({
  planId: `${String(n).padStart(4, '0')}|${String(n % 100).padStart(2, '0')}`,
  year: 2026,
  fromAi,
})
const plans = (from: number, to: number, fromAi = false) => Array.from({ length: to - from + 1 }, (_, i) => plan(from + i, fromAi))

describe.each(repoBackends)('volunteer list, AI target and grant repositories on $name', (backend) => {
  let repos: Repos
  let v: VolunteerStores
  let close: () => Promise<void>
  beforeEach(async () => {
    ;({ repos, volunteer: v, close } = await backend.open())
  })
  afterEach(async () => {
    await close()
  })

  const newUser = (phone: string, inviteCode: string) => ({ phone, passwordHash: null, inviteCode, invitedBy: null, createdAt: T0 })
  const shape = async (userId: number) => (await v.lists.list(userId)).map((e) => [e.position, e.planId])
  const limits = { max: MAX_VOLUNTEERS }
  /** An add that must succeed: the entry it answers. */
  const add = async (userId: number, entry: NewVolunteerEntry, at: number): Promise<VolunteerEntry> => {
    const result = await v.lists.add(userId, entry, at, limits)
    if (!result.ok) throw new Error(`add refused: ${result.reason}`)
    return result.entry
  }

  describe('VolunteerRepo', () => {
    it('starts every user with an empty list', async () => {
      expect(await v.lists.list(1)).toEqual([])
    })

    it('appends entries at positions 1, 2, 3 in the order they are added and gives every field back', async () => {
      const a = await add(7, plan(1), T0)
      await add(7, plan(2, true), T0 + 1)
      await add(7, plan(3), T0 + 2)
      expect(a).toEqual({ id: a.id, userId: 7, planId: plan(1).planId, year: 2026, position: 1, fromAi: false, createdAt: T0 })
      const list = await v.lists.list(7)
      expect(list[0]).toEqual(a)
      expect(list.map((e) => [e.position, e.planId, e.fromAi, e.createdAt])).toEqual([
        [1, plan(1).planId, false, T0],
        [2, plan(2).planId, true, T0 + 1],
        [3, plan(3).planId, false, T0 + 2],
      ])
      expect(new Set(list.map((e) => e.id)).size).toBe(3)
    })

    it('refuses a programme already on the same list, naming its position, and leaves the list as it was', async () => {
      await add(7, plan(1), T0)
      await add(7, plan(2), T0)
      expect(await v.lists.add(7, { ...plan(2), fromAi: true }, T0 + 1, limits)).toEqual({ ok: false, reason: 'duplicate', position: 2 })
      expect(await shape(7)).toEqual([
        [1, plan(1).planId],
        [2, plan(2).planId],
      ])
    })

    it('refuses an entry past the maximum and leaves the list as it was; other lists still take entries', async () => {
      await add(7, plan(1), T0)
      await add(7, plan(2), T0)
      expect(await v.lists.add(7, plan(3), T0, { max: 2 })).toEqual({ ok: false, reason: 'full', max: 2 })
      expect(await shape(7)).toEqual([
        [1, plan(1).planId],
        [2, plan(2).planId],
      ])
      expect((await v.lists.add(8, plan(3), T0, { max: 2 })).ok).toBe(true)
    })

    it('names the duplicate rather than the full list when both apply', async () => {
      await add(7, plan(1), T0)
      expect(await v.lists.add(7, plan(1), T0, { max: 1 })).toEqual({ ok: false, reason: 'duplicate', position: 1 })
    })

    it(`lets exactly 5 of 10 concurrent adds onto a list of 75 through, keeping positions 1 to ${MAX_VOLUNTEERS} unique`, async () => {
      await v.lists.replaceAll(7, plans(1, 75), T0)
      const results = await Promise.all(plans(101, 110).map((e) => v.lists.add(7, e, T0 + 1, limits)))
      expect(results.filter((r) => r.ok)).toHaveLength(5)
      expect(results.filter((r) => !r.ok)).toEqual(Array.from({ length: 5 }, () => ({ ok: false, reason: 'full', max: MAX_VOLUNTEERS })))
      const list = await v.lists.list(7)
      expect(list.map((e) => e.position)).toEqual(Array.from({ length: MAX_VOLUNTEERS }, (_, i) => i + 1))
      expect(new Set(list.map((e) => e.planId)).size).toBe(MAX_VOLUNTEERS)
    })

    it('gives concurrent adds of different programmes distinct positions, and concurrent adds of one programme one row', async () => {
      const results = await Promise.all([
        ...plans(1, 6).map((e) => v.lists.add(7, e, T0, limits)),
        ...Array.from({ length: 4 }, () => v.lists.add(8, plan(1), T0, limits)),
      ])
      expect(results.slice(0, 6).every((r) => r.ok)).toBe(true)
      expect((await v.lists.list(7)).map((e) => e.position)).toEqual([1, 2, 3, 4, 5, 6])
      expect(results.slice(6).filter((r) => r.ok)).toHaveLength(1)
      expect(results.slice(6).filter((r) => !r.ok)).toEqual(Array.from({ length: 3 }, () => ({ ok: false, reason: 'duplicate', position: 1 })))
      expect(await shape(8)).toEqual([[1, plan(1).planId]])
    })

    it('keeps positions 1..n when adds race with a delete and a replacement', async () => {
      const first = await add(7, plan(1), T0)
      await add(7, plan(2), T0)
      await Promise.all([
        v.lists.add(7, plan(3), T0, limits),
        v.lists.remove(7, first.id),
        v.lists.add(7, plan(4), T0, limits),
        v.lists.replaceAll(7, plans(20, 22), T0),
        v.lists.add(7, plan(5), T0, limits),
      ])
      const list = await v.lists.list(7)
      expect(list.map((e) => e.position)).toEqual(Array.from({ length: list.length }, (_, i) => i + 1))
    })

    it('keeps lists apart: the same programme may sit on two lists, and one user never sees the other', async () => {
      await add(7, plan(1), T0)
      await add(8, plan(2), T0)
      const other = await add(8, plan(1), T0)
      expect(other.position).toBe(2)
      expect(await shape(7)).toEqual([[1, plan(1).planId]])
      expect(await shape(8)).toEqual([
        [1, plan(2).planId],
        [2, plan(1).planId],
      ])
    })

    it(`holds a full list of ${MAX_VOLUNTEERS} programmes at positions 1 to ${MAX_VOLUNTEERS}`, async () => {
      for (const e of plans(1, MAX_VOLUNTEERS)) await add(7, e, T0)
      const list = await v.lists.list(7)
      expect(list.map((e) => e.position)).toEqual(Array.from({ length: MAX_VOLUNTEERS }, (_, i) => i + 1))
      expect(list.map((e) => e.planId)).toEqual(plans(1, MAX_VOLUNTEERS).map((e) => e.planId))
    })

    it("deletes only the caller's row and closes up the positions behind it", async () => {
      const [a, b, c] = [await add(7, plan(1), T0), await add(7, plan(2), T0), await add(7, plan(3), T0)]
      const theirs = await add(8, plan(4), T0)
      expect(await v.lists.remove(8, a.id)).toBe(false)
      expect(await v.lists.remove(7, theirs.id)).toBe(false)
      expect(await v.lists.remove(7, 999_999)).toBe(false)
      expect(await v.lists.remove(7, b.id)).toBe(true)
      expect(await v.lists.remove(7, b.id)).toBe(false)
      expect((await v.lists.list(7)).map((e) => [e.position, e.id])).toEqual([
        [1, a.id],
        [2, c.id],
      ])
      expect(await shape(8)).toEqual([[1, plan(4).planId]])
    })

    it('appends after the last row once rows have been deleted', async () => {
      const a = await add(7, plan(1), T0)
      await add(7, plan(2), T0)
      await v.lists.remove(7, a.id)
      const d = await add(7, plan(3), T0)
      expect(d.position).toBe(2)
      expect(await shape(7)).toEqual([
        [1, plan(2).planId],
        [2, plan(3).planId],
      ])
    })

    it('puts the rows in exactly the given order, from position 1, and later changes keep that order', async () => {
      const [a, b, c] = [await add(7, plan(1), T0), await add(7, plan(2), T0), await add(7, plan(3), T0)]
      await v.lists.setOrder(7, [c.id, a.id, b.id])
      expect((await v.lists.list(7)).map((e) => [e.position, e.id])).toEqual([
        [1, c.id],
        [2, a.id],
        [3, b.id],
      ])
      expect(await v.lists.remove(7, a.id)).toBe(true)
      const d = await add(7, plan(4), T0)
      expect((await v.lists.list(7)).map((e) => [e.position, e.id])).toEqual([
        [1, c.id],
        [2, b.id],
        [3, d.id],
      ])
    })

    it("never moves another user's rows when reordering", async () => {
      const [a, b] = [await add(7, plan(1), T0), await add(7, plan(2), T0)]
      await v.lists.setOrder(8, [b.id, a.id])
      expect((await v.lists.list(7)).map((e) => [e.position, e.id])).toEqual([
        [1, a.id],
        [2, b.id],
      ])
    })

    it("replaces the whole list with the given entries in order and leaves other users' lists alone", async () => {
      const old = await add(7, plan(1), T0)
      await add(7, plan(2), T0)
      await add(8, plan(1), T0)
      const fresh = [plan(5, true), plan(1, true), plan(9, true)]
      const returned = await v.lists.replaceAll(7, fresh, T0 + 5)
      expect(returned).toEqual(await v.lists.list(7))
      expect(returned.map((e) => [e.position, e.planId, e.fromAi, e.createdAt, e.year])).toEqual(fresh.map((e, i) => [i + 1, e.planId, true, T0 + 5, 2026]))
      expect(returned.map((e) => e.id)).not.toContain(old.id)
      expect(await shape(8)).toEqual([[1, plan(1).planId]])
      expect((await add(7, plan(10), T0)).position).toBe(4)
    })

    it(`replaces a list with ${MAX_VOLUNTEERS} entries, and with none`, async () => {
      expect((await v.lists.replaceAll(7, plans(1, MAX_VOLUNTEERS, true), T0)).map((e) => e.position)).toEqual(
        Array.from({ length: MAX_VOLUNTEERS }, (_, i) => i + 1),
      )
      expect(await v.lists.replaceAll(7, [], T0)).toEqual([])
      expect(await v.lists.list(7)).toEqual([])
    })

    it('refuses a replacement that repeats a programme and keeps the previous list', async () => {
      await add(7, plan(1), T0)
      await add(7, plan(2), T0)
      await expect(v.lists.replaceAll(7, [plan(3), plan(4), plan(3)], T0)).rejects.toThrow()
      expect(await shape(7)).toEqual([
        [1, plan(1).planId],
        [2, plan(2).planId],
      ])
    })
  })

  describe('AiTargetRepo', () => {
    const prefs: ListPrefs = {
      priority: 'major',
      avoid: ['medical', 'sinoForeign'],
      avoidProvinces: ['新疆'],
      cities: ['杭州'],
      avoidCities: [],
      schoolLevel: '211',
      maxSlipRisk: 0.005,
      rows: 60,
      reachRows: 12,
      placeOnly: true,
      vocational: false,
    }
    const target: StoredAiTarget = {
      major: '计算机类,电子信息类',
      jsonList: '[{"batch":1}]',
      province: '浙江,上海',
      maxTuition: 20000,
      excludeSinoForeign: true,
      prefs,
      updatedAt: T0,
    }

    it('has no target until one is saved, then gives every field back as saved', async () => {
      expect(await v.targets.get(7)).toBeNull()
      await v.targets.save(7, target)
      expect(await v.targets.get(7)).toEqual(target)
      await v.targets.save(8, { ...target, maxTuition: null, excludeSinoForeign: false, province: '', prefs: null })
      expect(await v.targets.get(8)).toEqual({ ...target, maxTuition: null, excludeSinoForeign: false, province: '', prefs: null })
    })

    it('overwrites the saved target on a second save', async () => {
      await v.targets.save(7, target)
      const next = {
        major: '医学',
        jsonList: '[]',
        province: '江苏',
        maxTuition: null,
        excludeSinoForeign: false,
        prefs: { ...prefs, priority: 'school' as const },
        updatedAt: T0 + 1,
      }
      await v.targets.save(7, next)
      expect(await v.targets.get(7)).toEqual(next)
    })

    it("deletes one user's target only, and deleting a missing target is no error", async () => {
      await v.targets.save(7, target)
      await v.targets.save(8, target)
      await v.targets.remove(7)
      await v.targets.remove(7)
      expect(await v.targets.get(7)).toBeNull()
      expect(await v.targets.get(8)).toEqual(target)
    })

    it('hands out copies, so changing what was read does not change what is stored', async () => {
      await v.targets.save(7, target)
      const read = await v.targets.get(7)
      read!.major = 'changed'
      expect((await v.targets.get(7))?.major).toBe(target.major)
    })
  })

  describe('GrantRepo', () => {
    const trial = (userId: number) => ({ userId, kind: 'trial' as const, detail: 'isBaseVip=1, volunteerVerify+3', at: T0 })

    it('records a trial once per user and refuses the second, for that user only', async () => {
      expect(await v.grants.has(7, 'trial')).toBe(false)
      expect(await v.grants.record(trial(7))).toBe(true)
      expect(await v.grants.has(7, 'trial')).toBe(true)
      expect(await v.grants.record({ ...trial(7), detail: 'again', at: T0 + 1 })).toBe(false)
      expect(await v.grants.has(8, 'trial')).toBe(false)
      expect(await v.grants.record(trial(8))).toBe(true)
    })

    it('records exactly one of two concurrent first trials of the same user', async () => {
      const results = await Promise.all([v.grants.record(trial(7)), v.grants.record(trial(7))])
      expect(results.filter(Boolean)).toHaveLength(1)
    })

    it('records every operator grant of a user besides the trial, and lists them oldest first for that user only', async () => {
      await v.grants.record(trial(7))
      expect(await v.grants.record({ userId: 7, kind: 'operator', detail: 'grant isSuperVip=1 (operator)', at: T0 + 1 })).toBe(true)
      expect(await v.grants.record({ userId: 7, kind: 'operator', detail: 'grant isSuperVip=1 (operator)', at: T0 + 1 })).toBe(true)
      await v.grants.record({ userId: 8, kind: 'operator', detail: 'other', at: T0 })
      const listed = await v.grants.list(7)
      expect(listed.map((g) => g.kind)).toEqual(['trial', 'operator', 'operator'])
      expect(listed[1]).toEqual({ userId: 7, kind: 'operator', detail: 'grant isSuperVip=1 (operator)', at: T0 + 1 })
      expect(await v.grants.has(9, 'operator')).toBe(false)
    })
  })

  describe('UserRepo entitlements', () => {
    it('sets only the entitlement flags it is given, on one user only', async () => {
      const a = await repos.users.create(newUser('13800000001', 'CODE0001'))
      const b = await repos.users.create(newUser('13800000002', 'CODE0002'))
      await repos.users.setEntitlements(a.id, { isBaseVip: 1, volunteerVerify: 3 })
      await repos.users.setEntitlements(a.id, { isSuperVip: 1, isBaseVip: undefined })
      await repos.users.setEntitlements(a.id, {})
      expect(await repos.users.byId(a.id)).toMatchObject({ isBaseVip: 1, isSuperVip: 1, volunteerVerify: 3, isThreeOne: 0 })
      expect(await repos.users.byId(b.id)).toMatchObject({ isBaseVip: 0, isSuperVip: 0, volunteerVerify: 0 })
    })

    it('takes checks one at a time and refuses at zero without going below it', async () => {
      const a = await repos.users.create(newUser('13800000001', 'CODE0001'))
      const b = await repos.users.create(newUser('13800000002', 'CODE0002'))
      await repos.users.setEntitlements(a.id, { volunteerVerify: 2 })
      await repos.users.setEntitlements(b.id, { volunteerVerify: 5 })
      expect(await repos.users.takeCheck(a.id)).toBe(true)
      expect((await repos.users.byId(a.id))?.volunteerVerify).toBe(1)
      expect(await repos.users.takeCheck(a.id)).toBe(true)
      expect(await repos.users.takeCheck(a.id)).toBe(false)
      expect((await repos.users.byId(a.id))?.volunteerVerify).toBe(0)
      expect((await repos.users.byId(b.id))?.volunteerVerify).toBe(5)
      expect(await repos.users.takeCheck(999_999)).toBe(false)
    })

    it('spends the last check only once when two takes race for it', async () => {
      const a = await repos.users.create(newUser('13800000001', 'CODE0001'))
      await repos.users.setEntitlements(a.id, { volunteerVerify: 1 })
      const results = await Promise.all([repos.users.takeCheck(a.id), repos.users.takeCheck(a.id)])
      expect(results.filter(Boolean)).toHaveLength(1)
      expect((await repos.users.byId(a.id))?.volunteerVerify).toBe(0)
    })

    it('spends exactly as many checks as there are when many takes race', async () => {
      const a = await repos.users.create(newUser('13800000001', 'CODE0001'))
      await repos.users.setEntitlements(a.id, { volunteerVerify: 3 })
      const results = await Promise.all(Array.from({ length: 8 }, () => repos.users.takeCheck(a.id)))
      expect(results.filter(Boolean)).toHaveLength(3)
      expect((await repos.users.byId(a.id))?.volunteerVerify).toBe(0)
    })
  })
})
