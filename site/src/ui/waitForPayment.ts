/** How often, and how many times, a page asks again after the card form (about 10 s in all). */
const POLL_MS = 500
const POLLS = 20

/**
 * Waits for the provider's callback to settle a payment: reads `current` again every half second
 * while `waiting` says the money has not come, for at most about 10 s, and answers the last reading.
 * The page then says it is paid, or that the payment will show shortly.
 */
export async function waitForPayment<View>(current: () => Promise<View>, waiting: (view: View) => boolean): Promise<View> {
  let view = await current()
  for (let attempt = 0; attempt < POLLS && waiting(view); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    view = await current()
  }
  return view
}
