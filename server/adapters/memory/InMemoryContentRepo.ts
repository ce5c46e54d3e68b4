import type { SystemSetting } from '@/ports/api/schemas'
import type { Agreement, ContentRepo, HotQuestion, MenuRow } from '../../ports/ContentRepo'
import { serviceAgreement } from '../seed/agreement'
import { chatSettings, hotQuestionSeed } from '../seed/chat'
import { menus } from '../seed/menus'
import { systemSettings } from '../seed/systemSettings'

export interface ContentSeed {
  settings: SystemSetting[]
  menus: MenuRow[]
  agreements: Agreement[]
  hotQuestions: HotQuestion[]
}

/** Starts with the same content a fresh database is seeded with. */
export class InMemoryContentRepo implements ContentRepo {
  constructor(
    private readonly seed: ContentSeed = {
      settings: [...systemSettings, ...chatSettings],
      menus,
      agreements: [serviceAgreement],
      hotQuestions: hotQuestionSeed.map((name, i) => ({ id: i + 1, name })),
    },
  ) {}

  async settings(): Promise<SystemSetting[]> {
    return this.seed.settings.map((setting) => ({ ...setting }))
  }

  async setting(fieldName: string): Promise<SystemSetting | null> {
    const found = this.seed.settings.find((setting) => setting.fieldName === fieldName)
    return found ? { ...found } : null
  }

  async menus(): Promise<MenuRow[]> {
    return structuredClone(this.seed.menus)
  }

  async agreement(id: number): Promise<Agreement | null> {
    const found = this.seed.agreements.find((agreement) => agreement.id === id)
    return found ? { ...found } : null
  }

  async hotQuestions(offset: number, limit: number): Promise<{ total: number; list: HotQuestion[] }> {
    return { total: this.seed.hotQuestions.length, list: this.seed.hotQuestions.slice(offset, offset + limit).map((q) => ({ ...q })) }
  }

  async addHotQuestion(name: string): Promise<HotQuestion> {
    const added = { id: Math.max(0, ...this.seed.hotQuestions.map((q) => q.id)) + 1, name }
    this.seed.hotQuestions.push(added)
    return { ...added }
  }

  async removeHotQuestion(id: number): Promise<boolean> {
    const i = this.seed.hotQuestions.findIndex((q) => q.id === id)
    if (i < 0) return false
    this.seed.hotQuestions.splice(i, 1)
    return true
  }

  async putSetting(setting: SystemSetting): Promise<void> {
    const i = this.seed.settings.findIndex((s) => s.fieldName === setting.fieldName)
    if (i < 0) this.seed.settings.push({ ...setting })
    else this.seed.settings[i] = { ...setting }
  }
}
