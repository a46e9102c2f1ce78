import { atom } from 'nanostores'

import { NOTIFICATIONS_CACHE_MS, NOTIFICATIONS_POLL_MS, NOTIFICATIONS_STALE_MS, type NotificationView } from '@cms/features/notifications/contract/notifications'
import { apiRequest, getJson } from '@site/lib/api/client'

/**
 * The admin's notifications (spec 6, 9), shared by the header's bell and the dashboard: asked for
 * every 60 s, not asked again within 30 s, and kept 5 minutes in the tab's session storage so the
 * next page shows the bell's count at once. Not asked for again on focus.
 */
export type NotificationsState = { items: NotificationView[]; fetchedAt: number }

export const $notifications = atom<NotificationsState | null>(null)

const STORAGE_KEY = 'admin-notifications'

function readKept(now: number): NotificationsState | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as NotificationsState | null
    return kept && Array.isArray(kept.items) && now - kept.fetchedAt < NOTIFICATIONS_CACHE_MS ? kept : null
  } catch {
    return null
  }
}

function keep(state: NotificationsState): void {
  $notifications.set(state)
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state))
  } catch {
    // A full or forbidden storage only costs the next page a fetch.
  }
}

/** Asks the server unless what is held is fresh (younger than 30 s), or when `force`d. */
export async function loadNotifications({ force = false } = {}): Promise<void> {
  const now = Date.now()
  const held = $notifications.get() ?? readKept(now)
  if (held && !$notifications.get()) $notifications.set(held)
  if (!force && held && now - held.fetchedAt < NOTIFICATIONS_STALE_MS) return
  const items = await getJson<NotificationView[]>('/api/admin/notifications')
  keep({ items: items ?? [], fetchedAt: Date.now() })
}

let polling = false

/** Starts the 60-second poll (once per page); a failed poll is only logged (spec 8). */
export function pollNotifications(): void {
  const load = () => loadNotifications().catch((error: unknown) => console.error('Could not load the notifications', error))
  void load()
  if (polling) return
  polling = true
  setInterval(() => {
    if (!document.hidden) void load()
  }, NOTIFICATIONS_POLL_MS)
}

function without(id: number): void {
  const state = $notifications.get()
  if (state) keep({ ...state, items: state.items.filter((item) => item.id !== id) })
}

/**
 * Opening a notification (spec 4.4, 7): marked read, then deleted. It leaves the list at once;
 * the calls' failures are only logged, and the next poll shows what the server kept.
 */
export async function openNotification(id: number): Promise<void> {
  without(id)
  try {
    await apiRequest('PATCH', `/api/notifications/${id}/read`)
    await apiRequest('DELETE', `/api/notifications/${id}`)
  } catch (error) {
    console.error('Could not mark the notification read and delete it', error)
  }
}

/** Forgets what is held, for a sign-out: the next admin must not see this one's list. */
export function forgetNotifications(): void {
  $notifications.set(null)
  try {
    sessionStorage.removeItem(STORAGE_KEY)
  } catch {
    // Nothing kept, nothing to forget.
  }
}
