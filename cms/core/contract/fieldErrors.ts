import type { z } from 'zod'

/**
 * Field → error code, the first one per field, from a failed parse of a contract schema. Issues
 * not tied to a field (an unknown key in a strict body, a body that is not an object) go under
 * `form`. Forms show each code in their own language; the API answers them as they are.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'form'
    errors[field] ??= issue.message
  }
  return errors
}
