import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { stringsWithPrefix } from '@site/i18n'
import AuthPage, { homeHrefFor } from '@site/features/accounts/AuthPage'
import { RefusalError } from '@site/features/accounts/authApi'
import { failureMessage, isEmailTaken, loginFailureMessage, retryAfterMinutes } from '@site/features/accounts/authErrors'
import {
  CLEAR_AFTER_CLOSE_MS,
  CLOSE_AFTER_RESET_MS,
  CODE_STEP_DELAY_MS,
  forgotReducer,
  INITIAL_FORGOT_STATE,
  type ForgotAction,
  type ForgotState,
} from '@site/features/accounts/forgotPasswordSteps'
import { createIslandI18n } from '@site/ui/IslandI18n'
import { ApiError } from '@site/lib/api/client'

const run = (...actions: ForgotAction[]): ForgotState => actions.reduce(forgotReducer, INITIAL_FORGOT_STATE)

describe('forgot-password dialog steps (spec 4.2)', () => {
  it('goes email → sent → code → success', () => {
    const sent = run({ type: 'codeSent', email: 'anna@example.com' })
    expect(sent).toEqual({ step: 'sent', email: 'anna@example.com', error: null })
    const code = forgotReducer(sent, { type: 'showCodeStep' })
    expect(code.step).toBe('code')
    expect(forgotReducer(code, { type: 'passwordReset' }).step).toBe('success')
  })
  it('goes Back from the code step to the email step, keeping the address', () => {
    const back = run({ type: 'codeSent', email: 'anna@example.com' }, { type: 'showCodeStep' }, { type: 'back' })
    expect(back).toEqual({ step: 'email', email: 'anna@example.com', error: null })
  })
  it('ignores a late timer: the code step comes only from the confirmation', () => {
    expect(run({ type: 'showCodeStep' })).toBe(INITIAL_FORGOT_STATE)
    const cleared = run({ type: 'codeSent', email: 'a@b.co' }, { type: 'clear' }, { type: 'showCodeStep' })
    expect(cleared).toEqual(INITIAL_FORGOT_STATE)
  })
  it('refuses moves out of order', () => {
    expect(run({ type: 'passwordReset' }).step).toBe('email')
    expect(run({ type: 'back' }).step).toBe('email')
    const success = run({ type: 'codeSent', email: 'a@b.co' }, { type: 'showCodeStep' }, { type: 'passwordReset' })
    expect(forgotReducer(success, { type: 'back' }).step).toBe('success')
    expect(forgotReducer(success, { type: 'failed', message: 'late' }).error).toBeNull()
  })
  it('keeps a failure until the next attempt or step', () => {
    const failed = run({ type: 'failed', message: 'Failed to send verification code.' })
    expect(failed.error).toBe('Failed to send verification code.')
    expect(forgotReducer(failed, { type: 'clearError' }).error).toBeNull()
    expect(forgotReducer(failed, { type: 'codeSent', email: 'a@b.co' }).error).toBeNull()
  })
  it('clears to the email step', () => {
    const state = run({ type: 'codeSent', email: 'a@b.co' }, { type: 'showCodeStep' }, { type: 'failed', message: 'x' })
    expect(forgotReducer(state, { type: 'clear' })).toEqual({ step: 'email', email: '', error: null })
  })
  it('uses the timings of spec 9', () => {
    expect([CODE_STEP_DELAY_MS, CLOSE_AFTER_RESET_MS, CLEAR_AFTER_CLOSE_MS]).toEqual([2000, 3000, 300])
  })
})

describe('auth failure wording (spec 8)', () => {
  const en = createIslandI18n({ locale: 'en', strings: stringsWithPrefix('en', 'auth.') })
  const ru = createIslandI18n({ locale: 'ru', strings: stringsWithPrefix('ru', 'auth.') })
  const refusal = (status: number, body: unknown, retryAfter: number | null = null) =>
    new ApiError(status, body === undefined ? '' : JSON.stringify(body), 'Status text', retryAfter)

  it('says "Invalid email or password" for a 401, in the page language', () => {
    expect(loginFailureMessage(refusal(401, { error: 'Invalid email or password' }), en)).toBe('Invalid email or password')
    expect(loginFailureMessage(refusal(401, {}), ru)).toBe('Неверный email или пароль')
    expect(loginFailureMessage(refusal(400, { error: 'Invalid email or password', errors: {} }), ru)).toBe('Неверный email или пароль')
    expect(loginFailureMessage(refusal(423, { error: 'Account locked' }), en)).toBe('This account is temporarily locked. Please try again later.')
    expect(loginFailureMessage(refusal(500, { error: 'Upstream down' }), en)).toBe('Upstream down')
  })
  it('counts the minutes of a 429 from Retry-After', () => {
    const error = refusal(429, { error: 'Too many attempts. Try again in 15 minutes.' }, 900)
    expect(retryAfterMinutes(error)).toBe(15)
    expect(loginFailureMessage(error, en)).toBe('Too many attempts. Try again in 15 minutes.')
    expect(loginFailureMessage(refusal(429, {}, 30), en)).toBe('Too many attempts. Try again in 1 minute.')
    expect(loginFailureMessage(refusal(429, {}, 300), ru)).toBe('Слишком много попыток. Попробуйте через 5 минут.')
  })
  it("falls back to the server's words on a 429 without Retry-After", () => {
    expect(loginFailureMessage(refusal(429, { error: 'Too many attempts. Try again in 3 minutes.' }), en)).toBe('Too many attempts. Try again in 3 minutes.')
  })
  it("shows the server's message, or the spec's fallback without one", () => {
    expect(failureMessage(refusal(400, { success: false, message: 'The code has expired' }), en, 'auth.toast.resetFailed.description')).toBe('The code has expired')
    expect(failureMessage(refusal(500, undefined), en, 'auth.toast.sendCodeFailed.description')).toBe('Failed to send verification code. Please try again later.')
    expect(failureMessage(new Error(''), en, 'auth.toast.resetFailed.description')).toBe('Failed to reset password. Please check your verification code and try again.')
    expect(failureMessage(new Error('Email not registered'), en, 'auth.toast.sendCodeFailed.description')).toBe('Email not registered')
  })
  it('words the refusals the API names by a code in the page language, and keeps English server words off other pages', () => {
    const wrongCode = refusal(400, { success: false, code: 'codeWrong', message: 'Invalid verification code. Please check the code and try again.' })
    expect(failureMessage(wrongCode, ru, 'auth.toast.resetFailed.description')).toBe('Неверный код подтверждения. Проверьте код и попробуйте ещё раз.')
    expect(failureMessage(wrongCode, en, 'auth.toast.resetFailed.description')).toBe('Invalid verification code. Please check the code and try again.')
    const notRegistered = new RefusalError('This email is not registered. Please check your email or register for a new account.', 'emailNotFound')
    expect(failureMessage(notRegistered, ru, 'auth.toast.sendCodeFailed.description')).toBe('Этот email не зарегистрирован. Проверьте адрес или зарегистрируйте новый аккаунт.')
    expect(failureMessage(refusal(502, { error: 'Something went wrong. Please try again later.' }), ru, 'auth.toast.resetFailed.description')).toBe(
      'Не удалось сбросить пароль. Проверьте код подтверждения и попробуйте ещё раз.',
    )
    expect(failureMessage(refusal(401, { error: 'Sign in first.' }), ru, 'auth.toast.error.description')).toBe('Сеанс завершён. Войдите снова.')
  })
  it('names a lost connection', () => {
    expect(failureMessage(new TypeError('Failed to fetch'), en, 'auth.error.server')).toBe('No connection. Please try again.')
  })
  it('tells a taken address (409) from other refusals', () => {
    expect(isEmailTaken(refusal(409, { error: 'This email is already in use. Please use a different email.' }))).toBe(true)
    expect(isEmailTaken(refusal(400, {}))).toBe(false)
    expect(isEmailTaken(new Error('409'))).toBe(false)
  })
})

describe('auth page island', () => {
  it('sends a signed-in user to the home page of the language', () => {
    expect(homeHrefFor('ru')).toBe('/')
    expect(homeHrefFor('en')).toBe('/en/')
  })
  it('renders on the server with its strings: Login tab first, Register ready, marketing panel', () => {
    const html = renderToStaticMarkup(createElement(AuthPage, { locale: 'en', strings: stringsWithPrefix('en', 'auth.') }))
    expect(html).toContain('Sign In')
    expect(html).toContain('Create Account')
    expect(html).toContain('Forgot password?')
    expect(html).toContain('Premium fleet')
    expect(html).toMatch(/data-testid="auth-tab-login"[^>]*aria-selected="true"|aria-selected="true"[^>]*data-testid="auth-tab-login"/)
    // Customer is chosen by default (spec 6); registration waits for a strong password.
    expect(html).toMatch(/<input[^>]*data-testid="register-role-customer"[^>]*checked=""|<input[^>]*checked=""[^>]*data-testid="register-role-customer"/)
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="register-submit"|<button[^>]*data-testid="register-submit"[^>]*disabled=""/)
    expect(html).not.toMatch(/auth\.[a-z]+\.[a-zA-Z.]+/)
  })
  it('renders in Russian', () => {
    const html = renderToStaticMarkup(createElement(AuthPage, { locale: 'ru', strings: stringsWithPrefix('ru', 'auth.') }))
    expect(html).toContain('Войти')
    expect(html).toContain('Создать аккаунт')
    expect(html).toContain('Клиент')
  })
})
