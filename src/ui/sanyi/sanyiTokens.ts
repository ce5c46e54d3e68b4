import type { Token } from '../ServiceContext'
import type { SanyiIndexViewModel } from './SanyiIndexViewModel'
import type { SanyiMineViewModel } from './SanyiMineViewModel'
import type { SanyiPageListViewModel } from './SanyiPageListViewModel'

/** Tokens of the 三位一体 pages' view models (bound in src/composition/createContainer.ts). */
export const SanyiTokens = {
  index: Symbol('SanyiIndexViewModel') as Token<SanyiIndexViewModel>,
  pageList: Symbol('SanyiPageListViewModel') as Token<SanyiPageListViewModel>,
  mine: Symbol('SanyiMineViewModel') as Token<SanyiMineViewModel>,
}
