// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { displayName } from '@/core/domain/displayName'
import { fillOrdinaryStudent, signInNewStudent } from './profileSignIn'

afterEach(cleanup)

const GOOD = { 语文: '118', 数学: '126', 外语: '121', 物理: '85', 化学: '82', 技术: '80' }

describe('how a student is named (issue 37)', () => {
  it('is the profile’s name when there is one, else the nickname, else the phone with its middle hidden', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), fc.option(fc.string(), { nil: null }), (studentName, nickName) => {
        const shown = displayName({ studentName, nickName, phone: '13800000001' })
        if (studentName?.trim()) expect(shown).toBe(studentName.trim())
        else if (nickName?.trim()) expect(shown).toBe(nickName.trim())
        else expect(shown).toBe('138****0001')
      }),
    )
  })

  it('shows the name saved on the profile in the header, not the 考生 nickname made at sign-up', async () => {
    const user = userEvent.setup()
    await signInNewStudent(user, '13700006101')
    await fillOrdinaryStudent(user, GOOD)
    await user.type(screen.getByRole('textbox', { name: /^姓名/ }), '张晨')
    await user.click(screen.getByRole('button', { name: '保存信息' }))
    await screen.findByRole('button', { name: '选择批次' })
    await waitFor(() => expect(screen.getAllByRole('button', { name: /张晨/ }).length).toBeGreaterThan(0))
    expect(screen.queryByRole('button', { name: /考生6101/ })).toBeNull()
  }, 120_000)
})
