import { describe, expect, it } from 'vitest'

import { hasRole, isPrivilegedRole, rolesOf, SELF_SELECTABLE_ROLES } from '@cms/core/contract/roles'

describe('role checks (spec section 6)', () => {
  it('accept roles as a list', () => {
    expect(hasRole({ roles: ['owner', 'captain'] }, 'captain')).toBe(true)
    expect(hasRole({ roles: ['owner'] }, 'admin')).toBe(false)
  })
  it('accept roles as a JSON string holding a list', () => {
    expect(hasRole({ roles: '["travel_manager"]' }, 'travel_manager')).toBe(true)
    expect(rolesOf({ roles: '["a", 1, "b"]' })).toEqual(['a', 'b'])
  })
  it('are false for a missing user, missing roles or a string that is not a list', () => {
    expect(hasRole(null, 'customer')).toBe(false)
    expect(hasRole({}, 'customer')).toBe(false)
    expect(hasRole({ roles: 'admin' }, 'admin')).toBe(false)
    expect(hasRole({ roles: '{"admin":true}' }, 'admin')).toBe(false)
  })
  it('never let admin or editor be chosen at registration', () => {
    expect(SELF_SELECTABLE_ROLES.some(isPrivilegedRole)).toBe(false)
    expect(isPrivilegedRole('admin')).toBe(true)
    expect(isPrivilegedRole('editor')).toBe(true)
  })
})
