import type { DatabaseTarget } from './openDatabase'

export type DatabaseFaultKind = 'unreachable' | 'damaged' | 'readOnly' | 'full' | 'cannotOpen'

/** SQLite result codes (better-sqlite3's error.code) by what an operator must do about them. */
const SQLITE: Record<string, DatabaseFaultKind> = {
  SQLITE_NOTADB: 'damaged',
  SQLITE_CORRUPT: 'damaged',
  SQLITE_CORRUPT_INDEX: 'damaged',
  SQLITE_CORRUPT_SEQUENCE: 'damaged',
  SQLITE_CORRUPT_VTAB: 'damaged',
  SQLITE_READONLY: 'readOnly',
  SQLITE_READONLY_DBMOVED: 'readOnly',
  SQLITE_READONLY_DIRECTORY: 'readOnly',
  SQLITE_READONLY_RECOVERY: 'readOnly',
  SQLITE_READONLY_ROLLBACK: 'readOnly',
  SQLITE_READONLY_CANTINIT: 'readOnly',
  SQLITE_READONLY_CANTLOCK: 'readOnly',
  SQLITE_FULL: 'full',
  SQLITE_CANTOPEN: 'cannotOpen',
  SQLITE_IOERR: 'cannotOpen',
  SQLITE_PERM: 'readOnly',
  SQLITE_BUSY: 'unreachable',
}

/** Network errors and PostgreSQL's SQLSTATE classes 08 (connection) and 57P (operator intervention: shutdown, restart). */
const NETWORK = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE'])
const PG_DISK_FULL = '53100'

const codeOf = (error: unknown): string => (typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '')
const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error))

/**
 * What kind of database fault an error is, or null when it is not one (a bug, a constraint, a bad query).
 * Looks through causes, since Kysely's migrator and our own wrappers nest the driver's error.
 */
export function databaseFaultOf(error: unknown): DatabaseFaultKind | null {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = codeOf(e)
    if (code.startsWith('SQLITE_')) {
      const kind = SQLITE[code] ?? SQLITE[code.replace(/_[A-Z]+$/, '')]
      if (kind) return kind
    }
    if (NETWORK.has(code) || code.startsWith('08') || code.startsWith('57P')) return 'unreachable'
    if (code === PG_DISK_FULL) return 'full'
    if (/Connection terminated|connection timeout|Client has encountered a connection error/i.test(messageOf(e))) return 'unreachable'
  }
  return null
}

/** Where the database is, for an operator's message (never the password). */
export function describeTarget(target: DatabaseTarget): string {
  if (target.kind === 'sqlite') return `the SQLite file ${target.file}`
  try {
    const url = new URL(target.url)
    return `PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname}`
  } catch {
    return 'PostgreSQL (DATABASE_URL)'
  }
}

/** The operator's next step for each fault. */
export function faultAdvice(kind: DatabaseFaultKind, target: DatabaseTarget): string {
  const where = describeTarget(target)
  switch (kind) {
    case 'unreachable':
      return target.kind === 'sqlite'
        ? `${where} is locked by another process: stop it (an SQLite file serves one server)`
        : `${where} is not reachable: start it or check DATABASE_URL and the network`
    case 'damaged':
      return `${where} is damaged: stop the server and restore the file (with its -wal and -shm files) from a backup`
    case 'readOnly':
      return `${where} cannot be written: give the server's user write access to the file and its folder`
    case 'full':
      return `the disk under ${where} is full: free space`
    case 'cannotOpen':
      return `${where} cannot be opened: check that its folder exists and is accessible`
  }
}
