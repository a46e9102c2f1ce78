/**
 * The forgot-password dialog's steps (spec 4.2) as a pure reducer, so the order of the steps
 * can be tested without a browser and a late timer cannot push the dialog somewhere it no
 * longer belongs: every action names the step it is valid in and is ignored anywhere else.
 */

/** After the code is sent, the confirmation stays this long before the code step (spec 9). */
export const CODE_STEP_DELAY_MS = 2000
/** After a successful reset, the success view stays this long before the dialog closes. */
export const CLOSE_AFTER_RESET_MS = 3000
/** The dialog is cleared this long after closing, once its closing animation is over. */
export const CLEAR_AFTER_CLOSE_MS = 300

/** email → sent (confirmation) → code (code and new password) → success. */
type ForgotStep = 'email' | 'sent' | 'code' | 'success'

export type ForgotState = {
  step: ForgotStep
  /** The address the code went to, kept for the reset call and for Back. */
  email: string
  /** What the last call's failure said, shown in the dialog until the next attempt. */
  error: string | null
}

export type ForgotAction =
  | { type: 'codeSent'; email: string }
  | { type: 'showCodeStep' }
  | { type: 'back' }
  | { type: 'passwordReset' }
  | { type: 'failed'; message: string }
  | { type: 'clearError' }
  | { type: 'clear' }

export const INITIAL_FORGOT_STATE: ForgotState = { step: 'email', email: '', error: null }

export function forgotReducer(state: ForgotState, action: ForgotAction): ForgotState {
  switch (action.type) {
    case 'codeSent':
      return state.step === 'email' ? { step: 'sent', email: action.email, error: null } : state
    case 'showCodeStep':
      return state.step === 'sent' ? { ...state, step: 'code', error: null } : state
    case 'back':
      // Back keeps the address, so the user corrects it rather than types it again.
      return state.step === 'code' ? { ...state, step: 'email', error: null } : state
    case 'passwordReset':
      return state.step === 'code' ? { ...state, step: 'success', error: null } : state
    case 'failed':
      return state.step === 'email' || state.step === 'code' ? { ...state, error: action.message } : state
    case 'clearError':
      return state.error === null ? state : { ...state, error: null }
    case 'clear':
      return INITIAL_FORGOT_STATE
  }
}
