import { useEffect, useState } from 'react'

/** Minutes and seconds until a booking's hold lapses, ticking each second; `expired` once it has. */
export function useHoldCountdown(expiresAt: string | null): { left: string; expired: boolean } {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!expiresAt) return
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [expiresAt])
  if (!expiresAt) return { left: '', expired: false }
  const seconds = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000))
  return { left: `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`, expired: seconds === 0 }
}
