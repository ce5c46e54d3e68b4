import type { FaultClassifier } from '../../ports/FaultClassifier'
import { databaseFaultOf } from './databaseFault'

/** The database's faults that pass (reachable again, writable again) told apart from bugs. */
export class DatabaseFaults implements FaultClassifier {
  unavailable(error: unknown): boolean {
    return databaseFaultOf(error) !== null
  }
}
