// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { HttpApi, Navigator } from '@/ports'
import { joinAi, volunteerCount } from '@/ports/api/plan'
import { paths } from '@/core/navigation/routeTable'
import { toTaiwan } from '@/ui/i18n/toTaiwan'
import type { LanguageStore } from '@/ui/stores/LanguageStore'
import { UiTokens } from '@/ui/tokens'
import { renderDemoApp } from './renderDemoApp'
import { studentWithBatch } from './volunteerStudent'

afterEach(cleanup)

describe('数据总览 in demo mode', () => {
  it('shows a visitor the 一分一段 curves with their summary and source, and a sign-in prompt for the rest', async () => {
    await renderDemoApp(paths.datavMain())
    const curve = await screen.findByRole('region', { name: '一分一段曲线' })
    await waitFor(() => expect(within(curve).getByTestId('curve-summary').textContent).toMatch(/^2026年一分一段从 \d+ 分/))
    expect(within(curve).getByText(/数据来源：浙江省教育考试院 2023–2026 年普通类一分一段表/)).toBeTruthy()
    expect(within(curve).getByTestId('curve-summary').textContent).toContain('登录并填写成绩后')
    expect(screen.getByTestId('datav-visitor')).toBeTruthy()
  })

  it('draws a student’s list: trends, spread, landing, and the cohort page with their own record', async () => {
    const user = userEvent.setup()
    const { container } = await studentWithBatch(user, '13700009101')
    await screen.findByText('当前填报批次：普通类第一段')
    const api = container.get<HttpApi>(HttpApi)
    const go = (path: string) => act(() => container.get<Navigator>(Navigator).go(path))
    // The hash changes asynchronously: leave for the other data page and wait until it shows before coming back.
    const leave = async () => {
      go(paths.classRoom())
      await screen.findByRole('heading', { name: '课堂行为分析', level: 1 }, { timeout: 15_000 })
    }

    go(paths.datavMain())
    expect(await screen.findByTestId('datav-empty')).toBeTruthy()
    const curve = screen.getByRole('region', { name: '一分一段曲线' })
    await waitFor(() => expect(within(curve).getByTestId('curve-summary').textContent).toMatch(/你的 612 分排在第 [\d,]+ 名/))

    const ai = await api.call(joinAi, {})
    await leave()
    go(paths.datavMain())
    const trend = await screen.findByTestId('trend-summary', {}, { timeout: 15_000 })
    expect(trend.textContent).toContain(`你的志愿表共 ${ai.rows.length} 个专业`)
    const counts = await api.call(volunteerCount, {})
    expect(screen.getByTestId('band-summary').textContent).toBe(
      `冲 ${counts.chong} 个、稳 ${counts.wen} 个、保 ${counts.bao} 个、不建议 ${counts.no} 个，无预测 ${counts.unknown} 个。`,
    )
    expect(screen.getByTestId('programme-summary').textContent).toContain(`第1志愿 ${ai.rows[0].schoolName}`)
    expect(screen.getByTestId('landing-summary').textContent).toMatch(/滑档概率 [\d.<]+%/)
    // The single-programme chart follows the choice.
    await user.click(within(screen.getByRole('region', { name: '单个专业的位次走势' })).getByRole('button', { name: /选择志愿/ }))
    await user.click(await screen.findByRole('option', { name: new RegExp(`^第2志愿 ${ai.rows[1].schoolName}`) }))
    await waitFor(() => expect(screen.getByTestId('programme-summary').textContent).toContain(`第2志愿 ${ai.rows[1].schoolName}`))

    // Kept alive: back on the page after another, the figures are there at once.
    await leave()
    go(paths.datavMain())
    await screen.findByRole('region', { name: '一分一段曲线' })
    expect(screen.getByTestId('trend-summary').textContent).toContain(`${ai.rows.length} 个专业`)

    // In zh_TW the names from the data are converted too, not only the words around them.
    const language = container.get<LanguageStore>(UiTokens.language)
    act(() => language.set('zh_TW'))
    const second = toTaiwan(ai.rows[1].schoolName)
    expect(second).not.toBe(ai.rows[1].schoolName)
    await waitFor(() => expect(screen.getByTestId('programme-summary').textContent).toContain(`第2志願 ${second}`), { timeout: 15_000 })
    act(() => language.set('zh_CN'))
    await waitFor(() => expect(screen.getByTestId('programme-summary').textContent).toContain(`第2志愿 ${ai.rows[1].schoolName}`))

    go(paths.classRoom())
    expect(await screen.findByTestId('cohort-few', {}, { timeout: 15_000 })).toBeTruthy()
    const mine = await screen.findByTestId('mine-summary')
    expect(mine.textContent).toContain(`${ai.rows.length} 个志愿`)
    expect(mine.textContent).toContain('你的记录从')
    expect(screen.getByRole('heading', { name: '课堂行为分析', level: 1 })).toBeTruthy()
  }, 60_000)
})
