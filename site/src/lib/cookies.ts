/** Reading and writing the site's own cookies (all SameSite=Lax, path /, spec section 9). */
export function readCookie(name: string, cookieHeader: string = document.cookie): string | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return null
}

export function writeCookie(name: string, value: string, maxAgeDays: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${Math.round(maxAgeDays * 86400)}; path=/; SameSite=Lax`
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; max-age=0; path=/; SameSite=Lax`
}
