import { atom } from 'nanostores'

/**
 * The signed-in user, shared by every island and script on the page: null for a guest. The
 * accounts feature loads it (GET /api/user) and sets it on sign-in and sign-out.
 */
export type SessionUser = {
  id: number
  firstName: string
  lastName: string
  email: string
  roles: string[] | string
  photoUrl?: string | null
  brandName?: string | null
}

export const $session = atom<SessionUser | null>(null)
