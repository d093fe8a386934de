/** 3ca62f112233 or 3C-A6-… → 3C:A6:2F:11:22:33 (the server expects separators). */
export function normalizeMac(mac: string): string {
  const hex = mac.replace(/[^0-9a-f]/gi, '').toUpperCase();
  return hex.length === 12 ? (hex.match(/../g) ?? []).join(':') : mac.trim().toUpperCase();
}
