import { atom } from 'nanostores'

/**
 * The toast channel of spec 8 and 9: one toast at a time, a new one replacing the current.
 * The toaster island renders `$toast` and owns the timing (it pauses on hover and focus and
 * closes by swipe), so the store only records how long a toast should stay. A toast raised
 * just before the page changes (sign-in, sign-out) waits in sessionStorage for the next page.
 */
type ToastVariant = 'default' | 'destructive'

export type ToastInput = { title: string; description?: string; variant?: ToastVariant; durationMs?: number }

export type Toast = { id: number; title: string; description?: string; variant: ToastVariant; durationMs: number; open: boolean }

export const TOAST_DURATION_MS = 5000
/** The language-change toast is shorter (spec 9). */
export const LANGUAGE_TOAST_MS = 2000
/** A closed toast stays mounted this long so its closing animation is never cut off. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000
export const PENDING_TOAST_KEY = 'pendingToast'

export const $toast = atom<Toast | null>(null)

let lastId = 0
let removal: ReturnType<typeof setTimeout> | undefined

export function showToast(input: ToastInput): Toast {
  clearTimeout(removal)
  const toast: Toast = {
    id: ++lastId,
    title: input.title,
    variant: input.variant ?? 'default',
    durationMs: input.durationMs ?? TOAST_DURATION_MS,
    open: true,
    ...(input.description === undefined ? {} : { description: input.description }),
  }
  $toast.set(toast)
  return toast
}

/** Closes the toast (the current one, or only if it is still `id`), removing it later. */
export function dismissToast(id?: number): void {
  const current = $toast.get()
  if (!current || (id !== undefined && current.id !== id)) return
  $toast.set({ ...current, open: false })
  clearTimeout(removal)
  removal = setTimeout(() => {
    if ($toast.get()?.id === current.id) $toast.set(null)
  }, TOAST_REMOVE_DELAY_MS)
}

/** sessionStorage, or null where there is none (the server, tests) or it refuses (private modes). */
function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

/** Keeps a toast for the next page; shown there by showPendingToast. */
export function showToastAfterNavigation(input: ToastInput): void {
  try {
    storage()?.setItem(PENDING_TOAST_KEY, JSON.stringify(input))
  } catch {
    // Storage full or refused: the toast is lost, the navigation is not.
  }
}

function parseToastInput(raw: string): ToastInput | null {
  try {
    const value: unknown = JSON.parse(raw)
    if (!value || typeof value !== 'object') return null
    const { title, description, variant, durationMs } = value as Record<string, unknown>
    if (typeof title !== 'string') return null
    return {
      title,
      ...(typeof description === 'string' ? { description } : {}),
      ...(variant === 'destructive' ? { variant } : {}),
      ...(typeof durationMs === 'number' && durationMs > 0 ? { durationMs } : {}),
    }
  } catch {
    return null
  }
}

/** Shows (once) the toast the previous page left, if any. */
export function showPendingToast(): Toast | null {
  const store = storage()
  let raw: string | null = null
  try {
    raw = store?.getItem(PENDING_TOAST_KEY) ?? null
    store?.removeItem(PENDING_TOAST_KEY)
  } catch {
    return null
  }
  const input = raw ? parseToastInput(raw) : null
  return input ? showToast(input) : null
}
