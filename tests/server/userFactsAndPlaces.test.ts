import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, signIn, type TestServer } from './testServer'
import { startServerWithData } from './profileFixtures'
import { highSchoolAreas, highSchoolCities, highSchools } from '@/ports/api/school'
import { checkUser, isReadType, userCount } from '@/ports/api/user'

let server: TestServer

beforeAll(async () => {
  server = await startServerWithData()
}, 60000)
afterAll(async () => server.close())

describe('user facts (isReadType, getUserCount, check)', () => {
  it('counts the registered students, publicly', async () => {
    const before = (await send(server, userCount, {})).data
    await signIn(server, '13800000301')
    await signIn(server, '13800000302')
    await signIn(server, '13800000301')
    const after = await send(server, userCount, {})
    expect(after.code).toBe(0)
    expect(after.data).toBe(before + 2)
  })

  it('knows a signed-in student has read the notice (every sign-in form requires it), and nobody else', async () => {
    const { token, userId } = await signIn(server, '13800000303')
    const answer = await send(server, isReadType, { userId: String(userId) }, { token })
    expect(answer).toMatchObject({ code: 0, data: 1 })
    expect(await server.deps.notices.hasRead(userId + 1000)).toBe(false)
    expect((await send(server, isReadType, { userId: String(userId) })).code).not.toBe(0)
  })

  it("says whether the caller's profile is complete", async () => {
    const { token, userId } = await signIn(server, '13800000304')
    expect((await send(server, checkUser, { userId }, { token })).data).toBe(false)
    await server.deps.repos.students.save(userId, { isFill: '1', province: '浙江' })
    expect((await send(server, checkUser, { userId }, { token })).data).toBe(true)
  })
})

describe('high-school places from the regions table', () => {
  it('lists the cities of Zhejiang by default and of the named province', async () => {
    const zj = await send(server, highSchoolCities, {})
    expect(zj.code).toBe(0)
    expect(zj.data[0]).toEqual({ code: '3301', name: '杭州市' })
    expect(zj.data).toHaveLength(11)
    const gd = await send(server, highSchoolCities, { province: '广东省' })
    expect(gd.data.map((c) => c.name)).toContain('深圳市')
  })

  it('lists the districts of a city, and nothing for an unknown one', async () => {
    const hz = await send(server, highSchoolAreas, { city: '杭州市' })
    expect(hz.data.map((d) => d.name)).toEqual(expect.arrayContaining(['上城区', '西湖区', '余杭区', '桐庐县']))
    expect((await send(server, highSchoolAreas, { city: '不存在' })).data).toEqual([])
  })

  it('answers an honest empty list of high schools: there is no official list to serve', async () => {
    expect(await send(server, highSchools, { area: '西湖区' })).toMatchObject({ code: 0, data: [] })
  })
})
