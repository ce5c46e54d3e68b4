import { createPrivateKey, createPublicKey } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'

/** PEM labels to try for a bare base64 key body, in the order key tools most often produce them. */
const LABELS = { private: ['PRIVATE KEY', 'RSA PRIVATE KEY'], public: ['PUBLIC KEY', 'RSA PUBLIC KEY'] }

/**
 * A key setting as PEM text. Accepted: the PEM itself (a public key may also be an X.509 certificate), the same with
 * literal `\n` (how env files carry multi-line values), a path to a PEM file, or the bare base64 body that Alipay's
 * key tool prints. Null when it is none of these or does not parse as that kind of key.
 */
export function pemFromEnv(value: string, kind: 'private' | 'public'): string | null {
  let text = value.trim()
  if (!text.includes('-----BEGIN') && existsSync(text)) text = readFileSync(text, 'utf8')
  text = text.replaceAll('\\n', '\n').trim()
  const candidates = text.includes('-----BEGIN') ? [text] : LABELS[kind].map((label) => wrap(text, label))
  return candidates.find((pem) => parses(pem, kind)) ?? null
}

function wrap(base64: string, label: string): string {
  const body = base64.replace(/\s+/g, '')
  return `-----BEGIN ${label}-----\n${(body.match(/.{1,64}/g) ?? []).join('\n')}\n-----END ${label}-----\n`
}

function parses(pem: string, kind: 'private' | 'public'): boolean {
  try {
    if (kind === 'private') createPrivateKey(pem)
    else createPublicKey(pem)
    return true
  } catch {
    return false
  }
}
