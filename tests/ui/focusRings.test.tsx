// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { Navigator } from '@/ports'
import { paths } from '@/core/navigation/routeTable'
import { fillOrdinaryStudent, signInNewStudent } from './profileSignIn'
import { renderDemoApp } from './renderDemoApp'
import { GOOD } from './volunteerStudent'

afterEach(() => {
  cleanup()
  window.history.replaceState(null, '', '/')
})

/** The classes that draw a 2 px focus outline in the given colour (happy-dom draws nothing, so the classes are what can be checked). */
function drawsFocusOutline(element: Element, colour: string, variant = 'focus-visible') {
  const classes = element.className.split(/\s+/)
  expect(classes).toContain(`${variant}:outline-2`)
  expect(classes).toContain(`${variant}:outline-${colour}`)
}

describe('focus that can be seen (WCAG 2.4.7)', () => {
  it('rings the active tab chip and its × in white, not in the chip’s own primary-600', async () => {
    await renderDemoApp(paths.home())
    const bar = await screen.findByRole('navigation', { name: '已打开的页面' })
    const active = await within(bar).findByRole('link', { current: 'page' })
    const close = within(bar).getByRole('button', { name: `关闭 ${active.textContent}` })
    for (const control of [active, close]) {
      drawsFocusOutline(control, 'white')
      expect(control.className).not.toMatch(/focus-visible:outline-primary-600/)
    }
  })

  it('rings 官方网站 on a school’s page in primary, not in the white its header gives', async () => {
    const { backend, container } = await renderDemoApp(paths.home())
    // The demo's sample of schools carries no websites: this answer gets one.
    const dispatch = backend.dispatch.bind(backend)
    backend.dispatch = async (endpoint, input, ctx) => {
      const answer = await dispatch(endpoint, input, ctx)
      const school = (answer.envelope.data as { school?: { website?: string | null } } | null)?.school
      if (school && 'website' in school) school.website = 'https://www.zju.edu.cn'
      return answer
    }
    act(() => container.get<Navigator>(Navigator).go(paths.schoolDetail('0001')))
    const website = await screen.findByRole('link', { name: /^官方网站/ })
    drawsFocusOutline(website, 'primary-600')
  })

  it('rings the avatar when its hidden file input has the focus', async () => {
    const user = userEvent.setup()
    const { container } = await signInNewStudent(user, '13900008901')
    // Until the record is complete the guard keeps the student on 完善信息.
    await fillOrdinaryStudent(user, GOOD)
    await user.click(screen.getByRole('button', { name: '保存信息' }))
    await screen.findByLabelText('全省位次')
    act(() => container.get<Navigator>(Navigator).go(paths.profile()))
    const file = await screen.findByLabelText('选择头像图片')
    drawsFocusOutline(file.parentElement as Element, 'primary-600', 'has-[input:focus-visible]')
  })
})
