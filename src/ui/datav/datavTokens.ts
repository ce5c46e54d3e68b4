import type { Token } from '../ServiceContext'
import type { ClassRoomViewModel } from './ClassRoomViewModel'
import type { DatavMainViewModel } from './DatavMainViewModel'

/** Tokens of the data-visualisation pages' view models (kept alive: singletons bound in createContainer). */
export const DatavTokens = {
  main: Symbol('DatavMainViewModel') as Token<DatavMainViewModel>,
  classRoom: Symbol('ClassRoomViewModel') as Token<ClassRoomViewModel>,
}
