import type { ComponentType } from 'react'
import type { AccessArea } from '@/core/domain/access'
import type { MessageKey } from './i18n/zh_CN'

/** One entry of the route table; pages receive their own entry, so this type lives apart from the table (no page ↔ table cycle). */
export interface AppRoute {
  path: string
  titleKey: MessageKey
  needLogin: boolean
  /** Spec §2: home and the datav pages are kept alive (their view models live in the container). */
  keepAlive: boolean
  /** Reachable while the profile is incomplete (spec §2 exception list). */
  profileException: boolean
  /** What the page will do, for pages still under construction. */
  descriptionKey?: MessageKey
  /** Spec §4 "Access rule": the paid area of the page; the guard shows the buy prompt when it is missing. */
  access?: AccessArea
  component: ComponentType<{ route: AppRoute }>
}
