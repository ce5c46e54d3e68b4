/**
 * The school a link names (院校详情 ?id=…): the 4-digit 院校代号 as links write it ("0001") or its number ("1").
 * Null when the text names none, so the page says the id is wrong instead of asking the server.
 */
export function schoolIdOf(id: string): number | null {
  const text = id.trim()
  if (!/^\d{1,4}$/.test(text)) return null
  const schoolId = Number(text)
  return schoolId >= 1 ? schoolId : null
}
