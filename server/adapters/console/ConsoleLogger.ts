import type { Logger } from '../../ports/Logger'

export class ConsoleLogger implements Logger {
  info(message: string, details?: Record<string, unknown>): void {
    console.info(message, details ?? '')
  }
  warn(message: string, details?: Record<string, unknown>): void {
    console.warn(message, details ?? '')
  }
  error(message: string, details?: Record<string, unknown>): void {
    console.error(message, details ?? '')
  }
}
