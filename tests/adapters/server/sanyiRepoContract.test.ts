import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Repos } from '../../../server/ports/ServerDeps'
import { repoBackends } from './repoBackends'

const T0 = 1_750_000_000_000

describe.each(repoBackends)('三位一体 stores on $name', (backend) => {
  let repos: Repos
  let close: () => Promise<void>
  beforeEach(async () => {
    ;({ repos, close } = await backend.open())
  })
  afterEach(async () => {
    await close()
  })

  describe('SanyiCatalogueRepo', () => {
    it('starts with the shipped copy (46 schools, 621 majors) and replaces it whole', async () => {
      const first = await repos.sanyiCatalogue.catalogue()
      expect(first.schools).toHaveLength(46)
      expect(first.majors).toHaveLength(621)
      expect(first.meta.origin).toBe('shipped')
      expect(first.meta.version).toMatch(/^[0-9a-f]{16}$/)
      const zju = first.schools.find((s) => s.name === '浙江大学')!
      expect(zju.formula.weights).toEqual({ xk: 0.05, test: 0.1, gaokao: 0.85 })
      expect(zju.source.url).toMatch(/^https:\/\/zdzsc\.zju\.edu\.cn\//)
      // Answers are copies: editing one never reaches the store.
      zju.name = 'changed'
      expect((await repos.sanyiCatalogue.catalogue()).schools.some((s) => s.name === '浙江大学')).toBe(true)

      const kept = { schools: first.schools.slice(0, 2), majors: first.majors.filter((m) => m.school === first.schools[0].name) }
      await repos.sanyiCatalogue.replace(kept, { version: 'v2', origin: 'import', loadedAt: T0 })
      const after = await repos.sanyiCatalogue.catalogue()
      expect(after.meta).toEqual({ version: 'v2', origin: 'import', loadedAt: T0 })
      expect(after.schools).toEqual(kept.schools)
      expect(after.majors).toEqual(kept.majors)
    })
  })

  describe('SanyiChoiceRepo', () => {
    it('keeps each user’s list in order, refuses a repeat, and touches only the owner’s items', async () => {
      const a = await repos.sanyiChoices.add(1, { school: '浙江大学', major: null, note: '', createdAt: T0 })
      const b = await repos.sanyiChoices.add(1, { school: '浙江大学', major: '工科试验班', note: '首选', createdAt: T0 + 1 })
      const c = await repos.sanyiChoices.add(1, { school: '宁波大学', major: null, note: '', createdAt: T0 + 2 })
      await repos.sanyiChoices.add(2, { school: '宁波大学', major: null, note: 'other', createdAt: T0 + 3 })
      expect(a && b && c).toBeTruthy()
      expect(await repos.sanyiChoices.add(1, { school: '浙江大学', major: null, note: 'again', createdAt: T0 + 4 })).toBeNull()
      expect((await repos.sanyiChoices.list(1)).map((x) => [x.school, x.major, x.note])).toEqual([
        ['浙江大学', null, ''],
        ['浙江大学', '工科试验班', '首选'],
        ['宁波大学', null, ''],
      ])

      expect(await repos.sanyiChoices.reorder(1, [c!.id, a!.id, b!.id])).toBe(true)
      expect((await repos.sanyiChoices.list(1)).map((x) => x.id)).toEqual([c!.id, a!.id, b!.id])
      // Not exactly the user's ids: nothing changes.
      expect(await repos.sanyiChoices.reorder(1, [a!.id, b!.id])).toBe(false)
      const theirs = (await repos.sanyiChoices.list(2))[0]
      expect(await repos.sanyiChoices.reorder(1, [c!.id, a!.id, theirs.id])).toBe(false)
      expect((await repos.sanyiChoices.list(1)).map((x) => x.id)).toEqual([c!.id, a!.id, b!.id])

      expect(await repos.sanyiChoices.setNote(2, a!.id, 'hijack')).toBe(false)
      expect(await repos.sanyiChoices.setNote(1, a!.id, '面试准备')).toBe(true)
      expect(await repos.sanyiChoices.remove(2, b!.id)).toBe(false)
      expect(await repos.sanyiChoices.remove(1, b!.id)).toBe(true)
      expect((await repos.sanyiChoices.list(1)).map((x) => [x.school, x.note])).toEqual([
        ['宁波大学', ''],
        ['浙江大学', '面试准备'],
      ])
      // A new item goes to the end, after a reorder and a removal.
      await repos.sanyiChoices.add(1, { school: '温州大学', major: null, note: '', createdAt: T0 + 5 })
      expect((await repos.sanyiChoices.list(1)).map((x) => x.school)).toEqual(['宁波大学', '浙江大学', '温州大学'])
      expect((await repos.sanyiChoices.list(2)).map((x) => x.note)).toEqual(['other'])
    })
  })

  describe('SanyiInputRepo', () => {
    it('keeps one set of inputs per user, replaced by the next save', async () => {
      expect(await repos.sanyiInputs.get(1)).toBeNull()
      const first = { grades: { A: 7, B: 2, C: 1, D: 0, E: 0 }, testPercent: 82.5, gaokao: null }
      await repos.sanyiInputs.save(1, first, T0)
      await repos.sanyiInputs.save(2, { ...first, gaokao: 600 }, T0)
      expect(await repos.sanyiInputs.get(1)).toEqual(first)
      await repos.sanyiInputs.save(1, { ...first, gaokao: 640.5 }, T0 + 1)
      expect(await repos.sanyiInputs.get(1)).toEqual({ ...first, gaokao: 640.5 })
      expect((await repos.sanyiInputs.get(2))?.gaokao).toBe(600)
    })
  })
})
