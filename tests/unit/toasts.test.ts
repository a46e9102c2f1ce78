import { afterEach, describe, expect, it, vi } from 'vitest'

import english from '@site/i18n/locales/en/auth.json'
import russian from '@site/i18n/locales/ru/auth.json'
import { useTranslations } from '@site/i18n'
import { $toast, dismissToast, PENDING_TOAST_KEY, showPendingToast, showToast, showToastAfterNavigation, TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS } from '@site/stores/toasts'

/** A sessionStorage for node, which has none. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    this.items.set(key, value)
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  $toast.set(null)
})

describe('toasts (spec 8, 9)', () => {
  it('shows one at a time, the newest replacing the current, 5 s by default', () => {
    const first = showToast({ title: 'Login successful', description: 'Welcome back, Anna!' })
    expect(first).toMatchObject({ variant: 'default', durationMs: TOAST_DURATION_MS, open: true })
    expect(TOAST_DURATION_MS).toBe(5000)
    const second = showToast({ title: 'Login failed', variant: 'destructive', durationMs: 2000 })
    expect($toast.get()).toEqual({ id: second.id, title: 'Login failed', variant: 'destructive', durationMs: 2000, open: true })
    expect(second.id).not.toBe(first.id)
  })
  it('closes a toast and removes it after the removal delay', () => {
    vi.useFakeTimers()
    const toast = showToast({ title: 'Logged out' })
    dismissToast(toast.id + 1)
    expect($toast.get()?.open).toBe(true)
    dismissToast(toast.id)
    expect($toast.get()).toMatchObject({ id: toast.id, open: false })
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS)
    expect($toast.get()).toBeNull()
  })
  it('does not let an old removal take away a newer toast', () => {
    vi.useFakeTimers()
    dismissToast(showToast({ title: 'one' }).id)
    showToast({ title: 'two' })
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS)
    expect($toast.get()?.title).toBe('two')
  })
  it('carries a toast across a navigation, once', () => {
    vi.stubGlobal('sessionStorage', new MemoryStorage())
    showToastAfterNavigation({ title: 'Login successful', description: 'Welcome back, Anna!' })
    expect(sessionStorage.getItem(PENDING_TOAST_KEY)).not.toBeNull()
    expect(showPendingToast()).toMatchObject({ title: 'Login successful', description: 'Welcome back, Anna!', variant: 'default' })
    expect(sessionStorage.getItem(PENDING_TOAST_KEY)).toBeNull()
    $toast.set(null)
    expect(showPendingToast()).toBeNull()
  })
  it('ignores a corrupt pending toast and works without sessionStorage', () => {
    vi.stubGlobal('sessionStorage', new MemoryStorage())
    sessionStorage.setItem(PENDING_TOAST_KEY, '{"title":42}')
    expect(showPendingToast()).toBeNull()
    expect(sessionStorage.getItem(PENDING_TOAST_KEY)).toBeNull()
    vi.unstubAllGlobals()
    expect(typeof globalThis.sessionStorage).toBe('undefined')
    expect(() => showToastAfterNavigation({ title: 'x' })).not.toThrow()
    expect(showPendingToast()).toBeNull()
  })
})

describe('toast texts (spec 8)', () => {
  it('keep the spec wording in English', () => {
    const t = useTranslations('en')
    expect(t('auth.toast.loginSuccess.description', { firstName: 'Anna' })).toBe('Welcome back, Anna!')
    expect(t('auth.toast.registerSuccess.description', { firstName: 'Anna' })).toBe('Welcome, Anna!')
    expect(english).toMatchObject({
      'auth.toast.loginSuccess.title': 'Login successful',
      'auth.toast.loginFailed.title': 'Login failed',
      'auth.toast.loginFailed.description': 'Invalid credentials',
      'auth.toast.registerSuccess.title': 'Registration successful',
      'auth.toast.accountCreated': 'Account created successfully',
      'auth.toast.registerFailed.title': 'Registration failed',
      'auth.toast.registerFailed.description': 'Could not create account',
      'auth.toast.emailExists.title': 'Email already exists',
      'auth.toast.emailExists.description': 'This email is already in use. Please use a different email.',
      'auth.toast.logout.title': 'Logged out',
      'auth.toast.logout.description': 'You have been successfully logged out',
      'auth.toast.logoutFailed.title': 'Logout failed',
      'auth.toast.emailNotFound.title': 'Email not found',
      'auth.toast.emailNotFound.description': 'This email is not registered. Please check your email or register for a new account.',
      'auth.toast.sendCodeFailed.title': 'Error',
      'auth.toast.sendCodeFailed.description': 'Failed to send verification code. Please try again later.',
      'auth.toast.resetFailed.title': 'Error',
      'auth.toast.resetFailed.description': 'Failed to reset password. Please check your verification code and try again.',
      'auth.toast.codeSent.title': 'Verification code sent',
      'auth.toast.codeSent.description': 'A verification code has been sent to your email. Please check your inbox and spam folder.',
      'auth.toast.codeSent.short': 'Verification code sent! Please check your email.',
      'auth.toast.resetSuccess.title': 'Password reset successful',
      'auth.toast.resetSuccess.description': 'Your password has been reset successfully. You can now log in with your new password.',
      'auth.toast.resetSuccess.short': 'Your password has been reset successfully!',
    })
  })
  it('have Russian for every one', () => {
    for (const key of Object.keys(english).filter((k) => k.startsWith('auth.toast.'))) expect(russian).toHaveProperty([key])
    expect(useTranslations('ru')('auth.toast.loginSuccess.description', { firstName: 'Анна' })).toBe('С возвращением, Анна!')
  })
})
