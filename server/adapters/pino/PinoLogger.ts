import pino from 'pino'
import type { Logger } from '../../ports/Logger'

export class PinoLogger implements Logger {
  private readonly log: pino.Logger

  constructor(level: string) {
    this.log = pino({ level })
  }

  info(message: string, details?: Record<string, unknown>): void {
    this.log.info(details ?? {}, message)
  }
  warn(message: string, details?: Record<string, unknown>): void {
    this.log.warn(details ?? {}, message)
  }
  error(message: string, details?: Record<string, unknown>): void {
    this.log.error(details ?? {}, message)
  }
}
