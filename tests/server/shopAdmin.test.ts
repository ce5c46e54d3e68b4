import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { runAdmin } from '../../server/cli/runAdmin'
import { membershipList, wxPayQr } from '@/ports/api/pay'
import { present, send, signIn, startTestServer, type TestServer } from './testServer'

let server: TestServer
beforeEach(async () => {
  server = await startTestServer()
})
afterEach(async () => server.close())

const admin = (...argv: string[]) => runAdmin(server.db, argv, server.clock)

describe('npm run admin: the shop', () => {
  it('adds, changes and withdraws an item; orders placed before keep their terms', async () => {
    const { token } = await signIn(server, '13800000201')
    const added = await admin(
      'membership',
      'add',
      '--name',
      '暑期冲刺包',
      '--price',
      '59.90',
      '--type',
      '2',
      '--service',
      '3',
      '--checks',
      '15',
      '--original',
      '73.50',
    )
    expect(added.exitCode).toBe(0)
    const id = Number(/^\s*(\d+)/m.exec(added.output.split('\n')[1])![1])
    const listed = (await send(server, membershipList, { status: '1' }, { token })).data
    expect(listed.find((i) => i.id === id)).toMatchObject({ price: 59.9, checks: 15, failure: '73.50', type: 2 })
    const order = present((await send(server, wxPayQr, { orderType: id }, { token })).data, 'order')
    expect((await admin('membership', 'set', String(id), '--price', '10', '--status', '0')).exitCode).toBe(0)
    expect((await send(server, membershipList, { status: '1' }, { token })).data.some((i) => i.id === id)).toBe(false)
    const kept = await server.deps.pay.orders.byTradeNo(order.outTradeNo)
    expect(kept).toMatchObject({ totalFen: 5990, checks: 15 })
    expect((await admin('order', 'list')).output).toContain(order.outTradeNo)
  })

  it('refuses what would sell nonsense, saying why', async () => {
    const cases: [string[], RegExp][] = [
      [['membership', 'add', '--name', 'x', '--price', '-1', '--type', '1', '--service', '1'], /--price must be yuan/],
      [['membership', 'add', '--name', 'x', '--price', '1.999', '--type', '1', '--service', '1'], /--price must be yuan/],
      [['membership', 'add', '--name', 'x', '--price', '10', '--type', '3', '--service', '1'], /--type must be 1/],
      [['membership', 'add', '--name', 'x', '--price', '10', '--type', '1', '--service', '6'], /cannot be sold yet/],
      [['membership', 'add', '--name', 'x', '--price', '10', '--type', '1', '--service', '3'], /needs --checks/],
      [['membership', 'add', '--name', 'x', '--price', '10', '--type', '1', '--service', '1', '--original', '5'], /must be above --price/],
      [['coupon', 'add', '--code', 'ab', '--discount', '5'], /--code must be 3 to 32/],
      [['coupon', 'add', '--code', 'GOOD', '--discount', '0'], /--discount must be yuan above 0/],
      [['coupon', 'add', '--code', 'GOOD', '--discount', '5', '--from', '2027-02-30'], /--from must be a date/],
      [['coupon', 'add', '--code', 'GOOD', '--discount', '5', '--from', '2027-07-01', '--until', '2027-06-01'], /must not be before/],
      [['coupon', 'add', '--code', 'GOOD', '--discount', '5', '--bogus', '1'], /Unknown option --bogus/],
      [['setting', 'set', 'is_test', '2'], /not valid for is_test/],
      [['setting', 'set', 'password', 'x'], /setting set takes one of/],
    ]
    for (const [argv, problem] of cases) {
      const run = await admin(...argv)
      expect(run.exitCode, argv.join(' ')).toBe(2)
      expect(run.output).toMatch(problem)
    }
    expect((await admin('coupon', 'add', '--code', 'GOOD', '--discount', '5', '--items', '99')).exitCode).toBe(1)
    expect((await admin('coupon', 'list')).output).toBe('No coupons.')
  })

  it('adds a coupon once, lists it with its Beijing dates, and changes it', async () => {
    const add = await admin(
      'coupon',
      'add',
      '--code',
      'summer',
      '--discount',
      '30',
      '--items',
      '1',
      '--from',
      '2027-06-25',
      '--until',
      '2027-07-10',
      '--total',
      '100',
    )
    expect(add.exitCode).toBe(0)
    expect(add.output).toMatch(/SUMMER\s+active\s+−¥30\.00\s+items 1\s+2027-06-25 → 2027-07-10\s+per user 1\s+total 100/)
    expect((await admin('coupon', 'add', '--code', 'SUMMER', '--discount', '5')).exitCode).toBe(1)
    const set = await admin('coupon', 'set', 'summer', '--active', '0', '--total', 'none', '--items', 'all')
    expect(set.output).toMatch(/SUMMER\s+inactive.*items all.*total ∞/)
  })

  it('sets is_test, which the dialog and the server read on the next request', async () => {
    const { token } = await signIn(server, '13800000202')
    expect((await admin('setting', 'set', 'is_test', '1')).output).toBe('is_test = 1')
    expect((await send(server, membershipList, { status: '1' }, { token })).data[0].label).toBe('trial')
    expect((await admin('setting', 'show')).output).toContain('is_test = 1')
  })
})
