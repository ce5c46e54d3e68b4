/** A picture code: the answer to keep (hashed) and the image to show. */
export interface CaptchaImage {
  text: string
  bytes: Uint8Array
  contentType: string
}

export interface CaptchaGenerator {
  create(): CaptchaImage
}
