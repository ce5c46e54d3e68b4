import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SimpleEventBus } from '@/adapters/events/SimpleEventBus'
import { FixedLanguage } from '@/adapters/fake/FixedLanguage'
import { InMemoryTokenStore } from '@/adapters/fake/InMemoryTokenStore'
import { RecordingToast } from '@/adapters/fake/RecordingToast'
import { FetchHttpApi } from '@/adapters/http/FetchHttpApi'
import { stopStream } from '@/core/chat/stopStream'
import { stopStream as stopCall } from '@/ports/api/chat'
import { REDACTED, redactSecrets } from '../../server/app/system/redactSecrets'
import type { Logger } from '../../server/ports/Logger'
import { signIn, startTestServer, type TestServer } from './testServer'

/** Every line the server logs, with its details, as the operator's log would hold it. */
function capturingLogger(lines: string[]): Logger {
  const write = (level: string) => (message: string, details?: Record<string, unknown>) =>
    void lines.push(`${level} ${message} ${JSON.stringify(details ?? {})}`)
  return { info: write('info'), warn: write('warn'), error: write('error') }
}

describe('the chat stop’s session token stays out of what the operator reads', () => {
  let server: TestServer
  beforeEach(async () => {
    server = await startTestServer()
  })
  afterEach(async () => server.close())

  it('a stop the server fails on is reported by the web app with its input; the report and the log keep the path, not the token', async () => {
    const lines: string[] = []
    server.deps.logger = capturingLogger(lines)
    const { token, userId } = await signIn(server, '13600000001')
    server.deps.streams.stop = () => Promise.reject(new Error('stream registry out of reach'))
    const tokens = new InMemoryTokenStore(token)
    const api = new FetchHttpApi({
      baseUrl: '',
      fetch: (input, init) => Promise.resolve(server.app.request(input as string, init)),
      retryDelay: () => 0,
      tokens,
      events: new SimpleEventBus(),
      toast: new RecordingToast(),
      language: new FixedLanguage('zh_CN'),
      userId: () => userId,
    })

    await stopStream({ api, tokens }, userId)

    // The report goes out after the failed call has settled, without being awaited.
    const [report] = await vi.waitFor(async () => {
      const reports = await server.deps.repos.errorReports.recent(10)
      expect(reports).toHaveLength(1)
      return reports
    })
    expect(report.apiName).toBe(stopCall.path)
    expect(report.param).not.toContain(token)
    expect(JSON.parse(report.param)).toEqual({ userId, token: REDACTED })
    expect(lines.join('\n')).not.toContain(token)
    expect(lines.join('\n')).toContain(stopCall.path)
  })
})

describe('redactSecrets', () => {
  it('hides the values of secret-looking query parameters and JSON fields, and leaves the rest as it was', () => {
    expect(redactSecrets('/xf/api/aliyun/dashScope/stream?userId=7&question=hi&token=abc.def&uuid=u1')).toBe(
      '/xf/api/aliyun/dashScope/stream?userId=7&question=hi&token=[redacted]&uuid=u1',
    )
    expect(redactSecrets('/api/pay/notify/alipay?access_token=t1&sign=s%2B1&sign_type=RSA2')).toBe(
      '/api/pay/notify/alipay?access_token=[redacted]&sign=[redacted]&sign_type=RSA2',
    )
    expect(redactSecrets('{"phone":"13600000001","smsCode":"123456","password":"p","oldPassword":"o","newPassword":"n","accessToken":"a"}')).toBe(
      '{"phone":"13600000001","smsCode":"[redacted]","password":"[redacted]","oldPassword":"[redacted]","newPassword":"[redacted]","accessToken":"[redacted]"}',
    )
    // Cut short by the report's length limit, mid-value.
    expect(redactSecrets('{"userId":7,"token":"abc.de')).toBe('{"userId":7,"token":"[redacted]"')
    expect(redactSecrets('{"userId":7,"question":"what is a token?"}')).toBe('{"userId":7,"question":"what is a token?"}')
  })
})
