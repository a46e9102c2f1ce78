import { createRoot } from 'react-dom/client'

import type { Locale } from '@site/i18n'
import { IslandI18n } from '@site/ui/IslandI18n'
import { NotificationBell } from './NotificationBell'

/** Renders the bell into the admin's role area of the header: loaded only for admins. */
export function mountBell(root: HTMLElement, { locale, strings, dashboardPath }: { locale: Locale; strings: Record<string, string>; dashboardPath: string }): void {
  createRoot(root).render(
    <IslandI18n locale={locale} strings={strings}>
      <NotificationBell locale={locale} dashboardPath={dashboardPath} />
    </IslandI18n>,
  )
}
