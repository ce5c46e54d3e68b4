import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request as the stub provider received it, body as the exact text. */
export interface StubRequest {
  method: string
  /** Path with query, as sent. */
  url: string
  headers: IncomingHttpHeaders
  body: string
}

/** What the stub answers; `hang` keeps the connection open without answering (to exercise the timeout). */
export type StubReply = { status: number; headers?: Record<string, string>; body: string } | { hang: true }

export interface StubProvider {
  /** http://127.0.0.1:port, no trailing slash. */
  url: string
  requests: StubRequest[]
  /** How the stub answers the next requests (until changed). */
  answer(reply: (request: StubRequest) => StubReply): void
  close(): Promise<void>
}

/** A local stand-in for a payment provider on 127.0.0.1, port 0: records each request and answers as told. */
/** On `port` (0: any free one; the e2e journey gives a fixed one the server it starts is told of). */
export async function startStubProvider(port = 0): Promise<StubProvider> {
  const requests: StubRequest[] = []
  let reply: (request: StubRequest) => StubReply = () => ({ status: 500, body: '' })
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') }
      requests.push(request)
      const answer = reply(request)
      if ('hang' in answer) return
      res.writeHead(answer.status, answer.headers ?? {}).end(answer.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answer: (next) => {
      reply = next
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A URL where nothing listens: a port just released by a server we closed. */
export async function unreachableUrl(): Promise<string> {
  const stub = await startStubProvider()
  await stub.close()
  return stub.url
}
