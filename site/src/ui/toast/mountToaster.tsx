import { createRoot } from 'react-dom/client'

import { Toaster } from './Toaster'

/** Renders the toaster into its place on the page: loaded only once a page has a toast to show. */
export function mountToaster(root: HTMLElement, labels: { closeLabel: string; areaLabel: string }): void {
  createRoot(root).render(<Toaster {...labels} />)
}
