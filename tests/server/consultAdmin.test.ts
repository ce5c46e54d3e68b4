import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { runAdmin } from '../../server/cli/runAdmin'
import { startTestServer, type TestServer } from './testServer'

let server: TestServer
beforeEach(async () => {
  server = await startTestServer()
})
afterEach(async () => server.close())

const admin = (...argv: string[]) => runAdmin(server.db, argv, server.clock)
const full = ['--name', '王老师', '--title', '志愿规划师', '--years', '8', '--specialities', '选科,志愿', '--bio', '简介', '--availability', '周末']

describe('npm run admin: experts, bookings and cooperation requests', () => {
  it('adds, lists and changes an expert', async () => {
    expect((await admin('expert', 'list')).output).toBe('No experts yet ("expert add" lists one).')
    const added = await admin('expert', 'add', ...full)
    expect(added.exitCode).toBe(0)
    expect(added.output).toContain('王老师  志愿规划师  8 years  (shown, accepting; sort 0)')
    const id = /^\s*(\d+)/m.exec(added.output.split('\n')[1])![1]
    const changed = await admin('expert', 'set', id, '--visible', '0', '--specialities', '强基计划、综合评价')
    expect(changed.output).toContain('(hidden, accepting; sort 0)')
    expect(changed.output).toContain('specialities: 强基计划、综合评价')
    expect((await admin('expert', 'list')).output).toMatch(/^1 experts:/)
    expect(await admin('expert', 'set', '99', '--years', '3')).toEqual({ exitCode: 1, output: 'There is no expert 99 ("expert list" shows them).' })
  })

  it('refuses what would show nonsense, saying why', async () => {
    const cases: [string[], RegExp][] = [
      [['expert', 'add', '--name', '王老师'], /expert add needs --title, --years, --specialities, --bio, --availability/],
      [['expert', 'add', ...full, '--years', '61'], /--years must be a whole number/],
      [['expert', 'add', ...full, '--name', '名'.repeat(21)], /--name must be 1 to 20 characters/],
      [['expert', 'add', ...full, '--specialities', ',,'], /--specialities must be 1 to 8 items/],
      [['expert', 'add', ...full, '--accepting', 'yes'], /--accepting must be 1 or 0/],
      [['expert', 'add', ...full, '--bogus', '1'], /Unknown option --bogus/],
      [['expert', 'set', 'x', '--years', '1'], /expert set needs the ID/],
      [['expert', 'set', '1'], /needs at least one option/],
      [['expert', 'remove', '1'], /expert takes list, add or set/],
      [['consult', 'list', '--status', 'open'], /--status must be one of submitted, contacted, done, cancelled/],
      [['consult', 'list', '--limit', '0'], /--limit must be a whole number/],
      [['consult', 'set', '1'], /consult set needs --status contacted, done or cancelled/],
      [['coop', 'delete'], /coop takes list/],
    ]
    for (const [argv, problem] of cases) {
      const run = await admin(...argv)
      expect([argv.join(' '), run.exitCode]).toEqual([argv.join(' '), 2])
      expect(run.output).toMatch(problem)
    }
  })

  it('says when there is nothing to list', async () => {
    expect((await admin('consult', 'list')).output).toBe('No bookings yet.')
    expect((await admin('consult', 'list', '--status', 'done')).output).toBe('No done bookings.')
    expect((await admin('coop', 'list')).output).toBe('No cooperation requests.')
  })

  it('names the commands in the usage', async () => {
    const usage = (await admin()).output
    for (const command of ['expert add', 'expert set ID', 'consult list', 'consult set ID', 'coop list']) expect(usage).toContain(command)
  })
})
