import { createDecipheriv } from 'node:crypto'
import { z } from 'zod'

const Resource = z.object({
  algorithm: z.literal('AEAD_AES_256_GCM'),
  ciphertext: z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/),
  associated_data: z.string().optional(),
  nonce: z.string().min(1),
})

const TAG_BYTES = 16

/**
 * The plaintext of a callback's `resource`: AES-256-GCM under the APIv3 key, the ciphertext being base64 of the
 * encrypted bytes followed by the 16-byte tag, nonce and associated data as given (UTF-8). Null when the shape is
 * wrong or the tag does not authenticate (wrong key, altered ciphertext or associated data).
 */
export function decryptWechatPayResource(resource: unknown, apiV3Key: Buffer): string | null {
  const parsed = Resource.safeParse(resource)
  if (!parsed.success) return null
  const { ciphertext, associated_data: aad = '', nonce } = parsed.data
  const sealed = Buffer.from(ciphertext, 'base64')
  if (sealed.length < TAG_BYTES) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', apiV3Key, Buffer.from(nonce, 'utf8'), { authTagLength: TAG_BYTES })
    decipher.setAAD(Buffer.from(aad, 'utf8'))
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES))
    const plain = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()])
    return plain.toString('utf8')
  } catch {
    return null
  }
}
