import type { SystemSetting } from '@/ports/api/schemas'
import type { Agreement, ContentRepo, MenuRow } from '../../ports/ContentRepo'
import { serviceAgreement } from '../seed/agreement'
import { menus } from '../seed/menus'
import { systemSettings } from '../seed/systemSettings'

export interface ContentSeed {
  settings: SystemSetting[]
  menus: MenuRow[]
  agreements: Agreement[]
}

/** Starts with the same content a fresh database is seeded with. */
export class InMemoryContentRepo implements ContentRepo {
  constructor(private readonly seed: ContentSeed = { settings: systemSettings, menus, agreements: [serviceAgreement] }) {}

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
}
