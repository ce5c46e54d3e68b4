import { screen, within } from '@testing-library/react'
import { fillOrdinaryStudent, signInNewStudent, type User } from './profileSignIn'

/** 物理 · 化学 · 技术 scores of a strong 一段 student (total 612). */
export const GOOD = { 语文: '118', 数学: '126', 外语: '121', 物理: '85', 化学: '82', 技术: '80' }
/** A total (300) under the 一段 line and above the 二段 line. */
export const LOW = { 语文: '60', 数学: '50', 外语: '50', 物理: '50', 化学: '50', 技术: '40' }

/** A demo-mode student with scores saved and the batch chosen: what the AI form reads. */
export async function studentWithBatch(user: User, phone: string, scores = GOOD, batch = /普通类第一段/) {
  const session = await signInNewStudent(user, phone)
  await fillOrdinaryStudent(user, scores)
  await user.click(screen.getByRole('button', { name: '保存信息' }))
  await user.click(await screen.findByRole('button', { name: '选择批次' }))
  const dialog = await screen.findByRole('dialog', { name: '选择填报批次' })
  await user.click(await within(dialog).findByRole('radio', { name: batch }))
  await user.click(within(dialog).getByRole('button', { name: '确定' }))
  return session
}
