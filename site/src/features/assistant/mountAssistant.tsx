import { createRoot } from 'react-dom/client'

import type { Locale } from '@site/i18n'
import { IslandI18n } from '@site/ui/IslandI18n'
import { $assistantOpen, AssistantWidget } from './AssistantWidget'

/**
 * Renders the floating assistant into its place, hidden: loaded (React with it) only when the
 * visitor first opens it, so no page carries its weight before then. Answers the toggle.
 */
export function mountAssistant(root: HTMLElement, { locale, strings }: { locale: Locale; strings: Record<string, string> }): () => void {
  createRoot(root).render(
    <IslandI18n locale={locale} strings={strings}>
      <AssistantWidget language={locale} />
    </IslandI18n>,
  )
  return () => $assistantOpen.set(!$assistantOpen.get())
}
