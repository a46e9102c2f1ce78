/**
 * The portal API's messages in words (spec 5 and 8), written once, each under the code its
 * refusal's answer carries beside them (`{ error, code }`, site/src/lib/server/http.ts's
 * `refusal`). A feature's own refusals are kept the same way in its contract (COMMENT_MESSAGES,
 * CREW_MESSAGES …). The islands decide on the code and show their own words for it, never these.
 */
export const MESSAGES = {
  /** Spec 5's generic message: anything the visitor cannot fix by changing their input. */
  somethingWentWrong: 'Something went wrong. Please try again later.',
  notSignedIn: 'Sign in first.',
  /** The back end is unreachable or failing: the session is kept, the call can be retried. */
  unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  invalidCredentials: 'Invalid email or password',
  couldNotCreateAccount: 'Could not create account',
  emailInUse: 'This email is already in use. Please use a different email.',
  emailNotFound: 'This email is not registered. Please check your email or register for a new account.',
  invalidEmail: 'Please enter a valid email address',
  codeSent: 'Verification code sent! Please check your email.',
  sendCodeFailed: 'Failed to send verification code. Please try again later.',
  resetFailed: 'Failed to reset password. Please check your verification code and try again.',
  resetSucceeded: 'Your password has been reset successfully!',
  codeWrong: 'Invalid verification code. Please check the code and try again.',
  codeExpired: 'This verification code has expired. Please request a new one.',
  codeExhausted: 'Too many wrong codes. Please request a new one.',
  /** Too many failed sign-ins of one account from one address: that address waits, the owner elsewhere does not. */
  locked: 'Too many failed sign-ins to this account from your network. Try again in 15 minutes or reset your password.',
  /** Guessing from many addresses: new devices wait; one that signed in to the account before does not. */
  newDevicesPaused: 'Too many failed sign-ins to this account from new devices. Sign in from a device you have used before, try again in 15 minutes, or reset your password.',
  /** An admin locked the account (the admin dashboard's users tab): no sign-in until they unlock it. */
  accountSuspended: 'This account has been locked by an administrator. Please write to us through the contact page.',
  cannotLockYourself: 'You cannot lock your own account.',
  cannotDropOwnAdmin: 'You cannot take the administrator role from yourself.',
  currentPasswordWrong: 'Current password is incorrect',
  confirmWithPassword: 'Enter your password to confirm.',
  linkInvalid: 'This confirmation link is not valid or has already been used.',
  linkExpired: 'This confirmation link has expired. Sign in and send a new one.',
  verifyFirst: 'Confirm your email address first: follow the link we sent you.',
  foreignOrigin: 'Requests from other sites are not accepted.',
  notJson: 'Send the request as JSON.',
  invalidJson: 'The request is not valid JSON.',
  tooLarge: 'The request is too large.',
  bodyUnreadable: 'The request body could not be read.',
  forbidden: 'You are not allowed to do that.',
  notFound: 'Not found.',
  /** A booking's days are held by another; the answer names the nearest free ones. */
  datesTaken: 'These dates are already booked. Please choose other dates.',
  /** The provider's SDK failed while a payment was being started (a booking's, a fee's, a donation's, a subscription's). */
  paymentProviderDown: 'The payment service did not answer. Please try again in a moment.',
  /** The test gateway's card answers. */
  cardDeclined: 'The card was declined.',
  cardInsufficientFunds: 'The card has insufficient funds.',
  cardAuthenticationFailed: 'The payment was not confirmed.',
  testGatewayOff: 'The test payment gateway is off: this portal takes real payments.',
} as const

/** A 429's words: how long until the next try is allowed, in whole minutes. */
export function tooManyAttempts(retryAfterSeconds: number): string {
  return `Too many attempts. Try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minutes.`
}
