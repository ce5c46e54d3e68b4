import type { Token } from '../ServiceContext'
import type { HomeViewModel } from './HomeViewModel'

/** Token of the home page's view model (bound in src/composition/bindSchoolViewModels.ts with the look-up pages). */
export const HomeTokens = {
  home: Symbol('HomeViewModel') as Token<HomeViewModel>,
}
