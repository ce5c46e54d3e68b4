import { createPrivateKey, createPublicKey, sign } from 'node:crypto'

/** DER type-length-value; a certificate's parts stay under 64 KiB, so two length bytes at most. */
function tlv(tag: number, content: Buffer): Buffer {
  const n = content.length
  const length = n < 0x80 ? [n] : n < 0x100 ? [0x81, n] : [0x82, n >> 8, n & 0xff]
  return Buffer.concat([Buffer.from([tag, ...length]), content])
}

const seq = (...parts: Buffer[]) => tlv(0x30, Buffer.concat(parts))
/** sha256WithRSAEncryption (1.2.840.113549.1.1.11) with NULL parameters. */
const SHA256_RSA = seq(Buffer.from('06092a864886f70d01010b', 'hex'), Buffer.from('0500', 'hex'))
/** CN=<name> (2.5.4.3). */
const name = (cn: string) => seq(tlv(0x31, seq(Buffer.from('0603550403', 'hex'), tlv(0x0c, Buffer.from(cn, 'utf8')))))

/**
 * A self-signed X.509 v1 certificate (PEM) for the key pair, like a WeChat Pay platform certificate as far as
 * verification goes: written by hand in DER so the tests need no openssl binary.
 */
export function selfSignedCertificate(privateKeyPem: string, cn: string): string {
  const spki = createPublicKey(createPrivateKey(privateKeyPem)).export({ type: 'spki', format: 'der' })
  const validity = seq(tlv(0x17, Buffer.from('260101000000Z')), tlv(0x17, Buffer.from('361231235959Z')))
  const tbs = seq(tlv(0x02, Buffer.from('0123456789', 'hex')), SHA256_RSA, name(cn), validity, name(cn), spki)
  const signature = sign('sha256', tbs, createPrivateKey(privateKeyPem))
  const der = seq(tbs, SHA256_RSA, tlv(0x03, Buffer.concat([Buffer.from([0]), signature])))
  return `-----BEGIN CERTIFICATE-----\n${(der.toString('base64').match(/.{1,64}/g) ?? []).join('\n')}\n-----END CERTIFICATE-----\n`
}
