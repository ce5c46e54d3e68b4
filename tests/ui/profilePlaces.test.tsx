// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { signInNewStudent } from './profileSignIn'

afterEach(cleanup)

/** The choices a field offers: the options of the datalist its `list` attribute names. */
const choicesOf = (input: HTMLElement) => {
  const id = input.getAttribute('list')
  return id ? [...document.getElementById(id)!.querySelectorAll('option')].map((o) => o.getAttribute('value')) : []
}

describe('city and district choices on the profile (demo mode)', () => {
  it('offers the cities of Zhejiang, then the districts of the typed city, and keeps free text', async () => {
    const user = userEvent.setup()
    await signInNewStudent(user, '13700007001')
    // A field becomes a combobox once its choices have loaded (an input with a datalist), so wait for it.
    const city = await screen.findByRole('combobox', { name: /城市/ })
    await waitFor(() => expect(choicesOf(city)).toContain('杭州市'))
    expect(choicesOf(city)).toHaveLength(11)
    await user.type(city, '杭州市')
    const district = await screen.findByRole('combobox', { name: /区县/ })
    await waitFor(() => expect(choicesOf(district)).toContain('西湖区'))
    await user.type(district, '某个新区')
    expect((district as HTMLInputElement).value).toBe('某个新区')
    // No official high-school list exists: the field stays plain free text.
    const school = screen.getByRole('textbox', { name: /高中/ })
    expect(school.getAttribute('list')).toBeNull()
    // … and says so, rather than suggesting nothing.
    expect(screen.getByText('暂无高中名单，请手动填写')).toBeTruthy()
  }, 120_000)
})
