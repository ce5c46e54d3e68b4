import { isEndpoint, type Endpoint } from './endpoint'
import * as aiMsg from './aiMsg'
import * as assessment from './assessment'
import * as batch from './batch'
import * as chat from './chat'
import * as consult from './consult'
import * as datav from './datav'
import * as pay from './pay'
import * as plan from './plan'
import * as sanyi from './sanyi'
import * as school from './school'
import * as system from './system'
import * as user from './user'

function endpointsOf(module: Record<string, unknown>): Endpoint[] {
  return Object.values(module).filter(isEndpoint)
}

/** Every endpoint of the API, so the server can register them all and tests can walk them. */
export const allEndpoints: readonly Endpoint[] = [system, user, batch, school, aiMsg, plan, pay, chat, consult, assessment, datav, sanyi].flatMap(endpointsOf)
