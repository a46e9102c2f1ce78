/**
 * Whether a payment could not be started because the provider's SDK failed (a 502 the customer may
 * retry), rather than refused it: a refusal carries its own status and is answered as any failure.
 */
export function providerOutage(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status
  if (typeof status === 'number' && status >= 400) return false
  return (error as { type?: unknown } | null)?.type?.toString().startsWith('Stripe') === true
}
