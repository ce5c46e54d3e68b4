import { describe, expect, it } from 'vitest'
import { ConsultPeriod, ConsultStatus, CooperationKind } from '@/ports/api/consult'
import { isApiMessageKey } from '@/ports/api/messages'
import { consult_zh_CN } from '@/ui/i18n/consult.zh_CN'
import { en } from '@/ui/i18n/en'
import { zh_CN } from '@/ui/i18n/zh_CN'
import { createI18n } from '@/ui/i18n/i18n'

describe('the words of consultation, About, the cooperation form and the 尊享版 greeting', () => {
  it('travel with their screens (About, the cooperation form, the experts, 尊享版), not in the first page', () => {
    const i18n = createI18n()
    expect(Object.keys(consult_zh_CN).filter((key) => i18n.exists(key))).toEqual([])
  })

  it('shadow no message of the server and no word of the app', () => {
    const keys = Object.keys(consult_zh_CN)
    expect(keys.filter((key) => isApiMessageKey(key) || key in zh_CN || key in en)).toEqual([])
  })

  it('name every status, part of day and kind of cooperation the contract knows', () => {
    for (const status of ConsultStatus.options) expect(consult_zh_CN).toHaveProperty([`booking.status.${status}`])
    for (const period of ConsultPeriod.options) {
      expect(consult_zh_CN).toHaveProperty([`booking.period.${period}`])
      expect(consult_zh_CN).toHaveProperty([`booking.periodShort.${period}`])
    }
    for (const kind of CooperationKind.options) expect(consult_zh_CN).toHaveProperty([`coopForm.kind.${kind}`])
  })
})
