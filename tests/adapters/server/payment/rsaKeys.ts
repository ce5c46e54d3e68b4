import { generateKeyPairSync } from 'node:crypto'

export interface PemPair {
  privateKey: string
  publicKey: string
}

/** A fresh 2048-bit RSA pair as PEM (PKCS#8 and SPKI), the sizes both providers use. */
export function rsaPemPair(): PemPair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return { privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString() }
}

/**
 * The pair in NAME_PRIVATE / NAME_PUBLIC when set: the e2e run makes one pair per role in playwright.config.ts and
 * hands it both to the server it starts (its environment) and to the journeys (their process), which sign with it.
 */
export function pemPairFromEnv(name: string): PemPair | null {
  const privateKey = process.env[`${name}_PRIVATE`]
  const publicKey = process.env[`${name}_PUBLIC`]
  return privateKey && publicKey ? { privateKey, publicKey } : null
}
