import { describe, expect, it } from 'vitest'
import { notFoundInfo, routeTable } from '@/core/navigation/routeTable'
import { en } from '@/ui/i18n/en'
import { zh_CN } from '@/ui/i18n/zh_CN'
import { catalogue_zh_TW as zh_TW } from '@/ui/i18n/catalogue.zh_TW'

describe('the words of the route table', () => {
  it('give every route a title, and every under-construction route a description, in each language', () => {
    const keys = [...routeTable, notFoundInfo].flatMap((r) => [r.titleKey, ...(r.descriptionKey ? [r.descriptionKey] : [])])
    for (const words of [zh_CN, zh_TW, en]) expect(keys.filter((key) => !(key in words))).toEqual([])
  })
})
