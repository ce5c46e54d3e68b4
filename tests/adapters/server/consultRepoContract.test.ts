import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Repos } from '../../../server/ports/ServerDeps'
import type { ExpertFields } from '../../../server/ports/ExpertRepo'
import type { NewConsultation } from '../../../server/ports/ConsultationRepo'
import { repoBackends } from './repoBackends'

const T0 = 1_750_000_000_000

const expert = (name: string, sort = 0): ExpertFields => ({
  name,
  title: '志愿规划师',
  years: 6,
  specialities: ['新高考选科', '三位一体'],
  bio: '多年浙江志愿填报指导经验',
  availability: '工作日 19:00-21:00',
  accepting: true,
  visible: true,
  sort,
})

const booking = (userId: number, at: number, expertId: number | null = null): NewConsultation => ({
  userId,
  expertId,
  contactName: '张同学家长',
  phone: '13800000000',
  preferredDate: '2027-06-28',
  preferredPeriod: 'evening',
  question: '孩子物化技，位次一万五，想冲浙大还是稳浙工大？',
  createdAt: at,
})

describe.each(repoBackends)('consultation stores on $name', (backend) => {
  let repos: Repos
  let close: () => Promise<void>
  beforeEach(async () => {
    ;({ repos, close } = await backend.open())
  })
  afterEach(async () => {
    await close()
  })

  describe('ExpertRepo', () => {
    it('keeps every field, lists by sort then id, and changes only what is given', async () => {
      const b = await repos.experts.add(expert('李老师', 2), T0)
      const a = await repos.experts.add(expert('王老师', 1), T0)
      const c = await repos.experts.add({ ...expert('赵老师', 2), specialities: [] }, T0)
      expect(b).toEqual({ ...expert('李老师', 2), id: b.id, createdAt: T0, updatedAt: T0 })
      expect((await repos.experts.all()).map((e) => e.name)).toEqual(['王老师', '李老师', '赵老师'])
      expect((await repos.experts.byId(c.id))?.specialities).toEqual([])
      const changed = await repos.experts.update(a.id, { accepting: false, specialities: ['强基计划'] }, T0 + 5)
      expect(changed).toMatchObject({ name: '王老师', accepting: false, visible: true, specialities: ['强基计划'], updatedAt: T0 + 5, createdAt: T0 })
      expect(await repos.experts.update(9999, { name: 'x' }, T0)).toBeNull()
      expect(await repos.experts.byId(9999)).toBeNull()
    })
  })

  describe('ConsultationRepo', () => {
    it('stores a booking as 已提交 and shows each user only their own, newest first', async () => {
      const first = await repos.consultations.add(booking(1, T0))
      const second = await repos.consultations.add(booking(1, T0 + 10, 7))
      const theirs = await repos.consultations.add(booking(2, T0 + 20))
      expect(first).toEqual({ ...booking(1, T0), id: first.id, status: 'submitted', note: null, updatedAt: T0 })
      expect((await repos.consultations.ofUser(1)).map((b) => b.id)).toEqual([second.id, first.id])
      expect(await repos.consultations.findOwn(1, theirs.id)).toBeNull()
      expect(await repos.consultations.findOwn(2, theirs.id)).toMatchObject({ userId: 2 })
      expect(await repos.consultations.openCount(1)).toBe(2)
    })

    it('moves a status only from the one expected, keeps or replaces the note, and counts only open bookings', async () => {
      const b = await repos.consultations.add(booking(1, T0))
      expect(await repos.consultations.setStatus(b.id, { from: 'contacted', to: 'done', at: T0 + 1 })).toBeNull()
      const contacted = await repos.consultations.setStatus(b.id, { from: 'submitted', to: 'contacted', note: '已约周六上午', at: T0 + 2 })
      expect(contacted).toMatchObject({ status: 'contacted', note: '已约周六上午', updatedAt: T0 + 2 })
      expect(await repos.consultations.setStatus(b.id, { from: 'submitted', to: 'cancelled', at: T0 + 3 })).toBeNull()
      const done = await repos.consultations.setStatus(b.id, { from: 'contacted', to: 'done', at: T0 + 4 })
      expect(done).toMatchObject({ status: 'done', note: '已约周六上午' })
      expect(await repos.consultations.openCount(1)).toBe(0)
      expect(await repos.consultations.setStatus(9999, { from: 'submitted', to: 'done', at: T0 })).toBeNull()
    })

    it('lists every user’s bookings for operators, by status and limit', async () => {
      const a = await repos.consultations.add(booking(1, T0))
      const b = await repos.consultations.add(booking(2, T0 + 1))
      await repos.consultations.add(booking(3, T0 + 2))
      await repos.consultations.setStatus(a.id, { from: 'submitted', to: 'contacted', at: T0 + 3 })
      expect((await repos.consultations.list({ limit: 2 })).map((r) => r.userId)).toEqual([3, 2])
      expect((await repos.consultations.list({ status: 'contacted', limit: 10 })).map((r) => r.id)).toEqual([a.id])
      expect(await repos.consultations.byId(b.id)).toMatchObject({ userId: 2, status: 'submitted' })
    })
  })

  describe('CooperationRepo', () => {
    it('stores requests, counts them since a time, prunes the old ones and lists newest first', async () => {
      const request = (at: number) => ({
        organisation: '杭州某中学',
        contactName: '陈老师',
        phone: '13900000000',
        city: '杭州',
        kind: 'school' as const,
        message: '',
        createdAt: at,
      })
      const old = await repos.cooperations.add(request(T0))
      await repos.cooperations.add(request(T0 + 100))
      const newest = await repos.cooperations.add({ ...request(T0 + 200), message: '希望为高三家长开一场讲座' })
      expect(old).toEqual({ ...request(T0), id: old.id })
      expect(await repos.cooperations.countSince(T0 + 100)).toBe(2)
      expect(await repos.cooperations.pruneBefore(T0 + 100)).toBe(1)
      expect((await repos.cooperations.list(10)).map((r) => r.createdAt)).toEqual([T0 + 200, T0 + 100])
      expect((await repos.cooperations.list(1))[0]).toEqual(newest)
    })
  })
})
