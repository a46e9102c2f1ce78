/**
 * The site's plain inquiry forms (contact, concierge): the fields' values posted as JSON to the
 * form's endpoint with the page's language; each field's error code from the answer shown under
 * it in the page's words (`data-errors`), the first wrong field focused; the success text in the
 * form's status line. A few lines of script, no framework.
 */
export function enhanceInquiryForm(form: HTMLFormElement, endpoint: string): void {
  const errors = JSON.parse(form.dataset.errors ?? '{}') as Record<string, string>
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!
  const status = form.querySelector<HTMLElement>('[role="status"]')!

  const showErrors = (fieldErrors: Record<string, string>) => {
    for (const slot of form.querySelectorAll<HTMLElement>('[data-error-for]')) {
      const field = slot.dataset.errorFor!
      const code = fieldErrors[field]
      slot.textContent = code ? (errors[code] ?? code) : ''
      const input = form.elements.namedItem(field)
      if (input instanceof Element) input.setAttribute('aria-invalid', String(Boolean(code)))
    }
    const first = Object.keys(fieldErrors).find((field) => form.elements.namedItem(field) instanceof HTMLElement)
    if (first) (form.elements.namedItem(first) as HTMLElement).focus()
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    const data = Object.fromEntries(new FormData(form)) as Record<string, string>
    button.disabled = true
    button.textContent = button.dataset.pendingLabel ?? ''
    status.textContent = ''
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'include',
        body: JSON.stringify({ ...data, language: form.dataset.language }),
      })
      const body = (await response.json().catch(() => ({}))) as { errors?: Record<string, string> }
      if (response.ok) {
        showErrors({})
        form.reset()
        status.textContent = status.dataset.success ?? ''
      } else if (body.errors) {
        showErrors(body.errors)
      } else {
        status.textContent = errors.server ?? ''
      }
    } catch {
      status.textContent = errors.network ?? ''
    } finally {
      button.disabled = false
      button.textContent = button.dataset.idleLabel ?? ''
    }
  })
}
