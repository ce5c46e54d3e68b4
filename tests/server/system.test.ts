import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { errorReport, systemSettingDetail, systemSettingList, userAgreement, userMenu } from '@/ports/api/system'
import { present, send, signIn, startTestServer, type TestServer } from './testServer'

let server: TestServer
beforeEach(async () => {
  server = await startTestServer()
})
afterEach(async () => {
  await server.close()
})

describe('system settings, menus and agreement', () => {
  it('lists the seeded settings with the system name, is_test 0 and the self-selection reminder', async () => {
    const answer = await send(server, systemSettingList, {})
    expect(answer.code).toBe(0)
    expect(systemSettingList.output.safeParse(answer.data).success).toBe(true)
    const byName = Object.fromEntries(answer.data.map((s) => [s.fieldName, s.fieldValue]))
    expect(byName.system_name).toBe('浙江高考志愿填报AI系统')
    expect(byName.is_test).toBe('0')
    expect(byName.screening_volunteer).toContain('zjzs.net')
  })

  it('answers one setting by name, and null for a name that does not exist', async () => {
    const found = await send(server, systemSettingDetail, { fieldName: 'is_test' })
    expect(found.data).toEqual({ fieldName: 'is_test', fieldValue: '0' })
    const missing = await send(server, systemSettingDetail, { fieldName: 'no_such_setting' })
    expect(missing.code).toBe(0)
    expect(missing.data).toBeNull()
  })

  it('answers the menu as a tree whose first leaf is /home', async () => {
    const answer = await send(server, userMenu, {})
    expect(userMenu.output.safeParse(answer.data).success).toBe(true)
    expect(answer.data[0].path).toBe('/home')
    const premier = present(
      answer.data.find((node) => node.path === '/premierEdition'),
      'the 尊享版 menu',
    )
    expect(present(premier.children, 'its entries').map((child) => child.path)).toEqual([
      '/premierEdition/referralProgram',
      '/premierEdition/intention',
      '/premierEdition/plans',
    ])
  })

  it('answers code -1 (not a crash) when a menu row names itself as its parent', async () => {
    await server.db
      .insertInto('menus')
      .values({
        menu_id: 500,
        parent_id: 500,
        title: '坏数据',
        icon: null,
        hide: 0,
        path: '/bad',
        component: null,
        redirect: null,
        sort_number: 1,
        menu_type: 0,
        authority: null,
        meta: null,
      })
      .execute()
    const answer = await send(server, userMenu, {})
    expect(answer.code).toBe(-1)
    expect(server.logger.errors.join()).toContain('menu rows do not form a tree')
  })

  it('answers the service agreement as Chinese HTML', async () => {
    const answer = await send(server, userAgreement, { id: '1' })
    expect(answer.code).toBe(0)
    expect(answer.data.content).toContain('<h2>用户服务协议</h2>')
    expect(answer.data.content).toContain('隐私政策')
  })

  it('stores an error report under the caller, not under the id the body claims', async () => {
    const anonymous = await send(server, errorReport, { apiName: '/api/x', content: 'boom', param: '{}', userId: 999 })
    expect(anonymous.code).toBe(0)
    const { token, userId } = await signIn(server, '13500000001')
    await send(server, errorReport, { apiName: '/api/y', content: 'bang' }, { token })
    const reports = await server.deps.repos.errorReports.recent(10)
    expect(reports.map((r) => [r.apiName, r.userId])).toEqual([
      ['/api/y', userId],
      ['/api/x', null],
    ])
  })
})
