import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { sanyiSchools } from '@/ports/api/sanyi'
import { runSanyiAdmin } from '../../server/cli/runSanyiAdmin'
import { send, signIn, startTestServer, type TestServer } from './testServer'

const SHIPPED = resolve(__dirname, '../../data/sanyi')
let server: TestServer
let dir: string
beforeEach(async () => {
  server = await startTestServer()
  dir = mkdtempSync(join(tmpdir(), 'gk-sanyi-'))
})
afterEach(async () => {
  await server.close()
  rmSync(dir, { recursive: true, force: true })
})

const admin = (...argv: string[]) => runSanyiAdmin(server.db, ['sanyi', ...argv], server.clock, { backupRoot: join(dir, 'backups') })
const shipped = (file: 'formulas.csv' | 'majors.csv') => readFileSync(join(SHIPPED, file), 'utf8')
/** A copy of the shipped files with a change, written into the test folder. */
function files(change: (formulas: string[], majors: string[]) => void = () => {}): [string, string] {
  const formulas = shipped('formulas.csv').trimEnd().split('\n')
  const majors = shipped('majors.csv').trimEnd().split('\n')
  change(formulas, majors)
  const f = join(dir, `f${Math.random().toString(36).slice(2)}.csv`)
  const m = join(dir, `m${Math.random().toString(36).slice(2)}.csv`)
  writeFileSync(f, formulas.join('\n') + '\n')
  writeFileSync(m, majors.join('\n') + '\n')
  return [f, m]
}

async function schoolsSeen(): Promise<string[]> {
  const { token } = await signIn(server, '13700000001')
  return (await send(server, sanyiSchools, {}, { token })).data.schools.map((s) => s.name)
}

describe('npm run admin -- sanyi', () => {
  it('shows the shipped copy with its version and each school’s weights and source', async () => {
    const run = await admin('show')
    expect(run?.exitCode).toBe(0)
    expect(run?.output).toMatch(/^三位一体: 46 schools, 621 majors; version [0-9a-f]{16} \(shipped/)
    expect(run?.output).toContain('浙江工业大学  学考0.15 校测0.25 高考0.6  33 majors  待核实  https://zs.zjut.edu.cn/html/n2546.html')
  })

  it('refuses a file with errors, naming every problem by file and line, and writes nothing', async () => {
    const [f, m] = files((formulas, majors) => {
      formulas[3] = formulas[3].replace(',0.15,0.25,0.6,', ',0.15,0.25,0.5,')
      formulas[5] = formulas[5].replace(/,https:[^,]+,/, ',zs.example,')
      majors.push('某某大学,软件工程,,物理,10')
      majors.push('浙江大学,新专业,,物理、天文,x')
    })
    const run = await admin('import', f, m)
    expect(run?.exitCode).toBe(1)
    expect(run?.output).toContain('4 problem(s); nothing was imported.')
    expect(run?.output).toContain(`${f} line 4: 学考权重 + 校测权重 + 高考权重 = 0.9; they must sum to 1`)
    expect(run?.output).toContain(`${f} line 6: 来源链接 "zs.example" is not an http(s) address`)
    expect(run?.output).toContain(`${m} line 623: 院校 "某某大学" is not in the formulas file`)
    expect(run?.output).toMatch(new RegExp(`${m} line 624: 选科要求 "物理、天文" names a subject we do not know`))
    expect((await admin('show'))?.output).toContain('(shipped')
    expect(await schoolsSeen()).toHaveLength(46)
  })

  it('summarises what an import adds, changes and removes; a dry run writes nothing; the printed undo restores the previous data', async () => {
    const [f, m] = files((formulas, majors) => {
      // Drop 丽水学院, change 浙江大学's weights, add a school with one major.
      const lishui = formulas.findIndex((l) => l.startsWith('丽水学院,'))
      formulas.splice(lishui, 1)
      for (let i = majors.length - 1; i > 0; i--) if (majors[i].startsWith('丽水学院,')) majors.splice(i, 1)
      const zju = formulas.findIndex((l) => l.startsWith('浙江大学,'))
      formulas[zju] = formulas[zju].replace(',0.05,0.1,0.85,', ',0.1,0.1,0.8,')
      formulas.push(
        '示例大学,15,10,5,0,150,100,750,0.15,0.25,0.6,标准,,2027,示例大学2027年三位一体综合评价招生章程,https://zs.example.edu.cn/2027,,浙江省,杭州市,公办,,2027年3月1日—3月20日,',
      )
      majors.push('示例大学,软件工程,,物理,30')
    })
    const dry = await admin('import', f, m, '--dry-run')
    expect(dry?.exitCode).toBe(0)
    expect(dry?.output).toContain('  added 1: 示例大学')
    expect(dry?.output).toContain('  removed 1: 丽水学院')
    expect(dry?.output).toContain('  changed 1: 浙江大学（权重）')
    expect(dry?.output).toContain('  majors: 1 added, 3 removed, 0 changed')
    expect(dry?.output).toContain('Dry run: nothing was written.')
    expect(await schoolsSeen()).toContain('丽水学院')

    server.clock.advance(60_000)
    const run = await admin('import', f, m)
    expect(run?.exitCode, run?.output).toBe(0)
    const undo = /to undo: npm run admin -- sanyi import (\S+) (\S+)/.exec(run?.output ?? '')
    expect(undo).not.toBeNull()
    const { token } = await signIn(server, '13700000002')
    const now = (await send(server, sanyiSchools, {}, { token })).data
    expect(now.meta.origin).toBe('import')
    expect(now.schools.map((s) => s.name)).toContain('示例大学')
    expect(now.schools.find((s) => s.name === '示例大学')).toMatchObject({ applyDates: '2027年3月1日—3月20日', testDates: '', city: '杭州市' })
    expect(now.schools.map((s) => s.name)).not.toContain('丽水学院')
    // Places an import leaves empty are kept from what was loaded.
    expect(now.schools.find((s) => s.name === '浙江大学')).toMatchObject({ schoolCode: '0001', city: '杭州市' })

    const back = await admin('import', undo![1], undo![2])
    expect(back?.exitCode, back?.output).toBe(0)
    expect(back?.output).toContain('  added 1: 丽水学院')
    const restored = (await send(server, sanyiSchools, {}, { token })).data
    // The previous data was the shipped copy: it is the shipped copy again, and later releases update it.
    expect(restored.meta.origin).toBe('shipped')
    expect(restored.schools.map((s) => s.name)).toEqual(
      (await admin('show'))!.output
        .split('\n')
        .slice(1)
        .map((l) => l.trim().split('  ')[0]),
    )
    expect(restored.schools).toHaveLength(46)
  })

  it('exports what is loaded in the import format, and reset goes back to the shipped copy', async () => {
    const out = join(dir, 'export')
    expect((await admin('export', out))?.exitCode).toBe(0)
    expect(readFileSync(join(out, 'formulas.csv'), 'utf8')).toBe(shipped('formulas.csv'))
    expect(readFileSync(join(out, 'majors.csv'), 'utf8')).toBe(shipped('majors.csv'))
    const [f, m] = files((formulas, majors) => {
      formulas.splice(2)
      majors.splice(1)
    })
    expect((await admin('import', f, m))?.exitCode).toBe(0)
    expect(await schoolsSeen()).toHaveLength(1)
    const reset = await admin('reset')
    expect(reset?.output).toContain('the shipped copy')
    expect((await admin('show'))?.output).toMatch(/46 schools, 621 majors; version \w+ \(shipped/)
  })

  it('explains its usage and leaves other commands alone', async () => {
    expect((await admin('import', 'only-one.csv'))?.exitCode).toBe(2)
    expect((await admin('import', join(dir, 'missing.csv'), join(dir, 'missing2.csv')))?.output).toContain('No such file')
    expect((await admin('frobnicate'))?.exitCode).toBe(2)
    expect(await runSanyiAdmin(server.db, ['hot', 'list'], server.clock)).toBeNull()
  })
})
