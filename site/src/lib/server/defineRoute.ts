import type { APIContext, APIRoute } from 'astro'
import type { z } from 'zod'

import type { Language } from '@cms/features/catalogue/contract/catalogue'
import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { MESSAGES } from '@cms/core/contract/messages'
import { answerFailure } from './failures'
import { type FormFileLimits, readFormFile } from './formFile'
import { foreignOrigin, json, readCapped, readJsonBody, rowId } from './http'
import { adminOf, languageOf, type Member, memberOf, type Visitor, visitorOf } from './visitor'

/** Who may call a route: anyone (their session read when the work asks), a signed-in member, one whose address is confirmed, an admin. */
export type Who = 'anyone' | 'member' | 'verified' | 'admin'

/**
 * What a route takes in its body: JSON checked against a contract schema, one file of a
 * multipart form, or the exact bytes (a provider's signed callback). Each with the most it reads.
 */
export type BodySpec = { json: z.ZodType; maxBytes: number } | { file: FormFileLimits } | { raw: { maxBytes: number } }

type BodyOf<B> = B extends { json: infer S extends z.ZodType } ? z.output<S> : B extends { file: FormFileLimits } ? Buffer : B extends { raw: unknown } ? Uint8Array : undefined

type Caller<W extends Who> = W extends 'anyone' ? { visitor: () => Promise<Visitor> } : { member: Member }

export type RouteInput<W extends Who, B, Row extends boolean> = Caller<W> & {
  body: BodyOf<B>
  context: APIContext
  /** The language the visitor's answers and mail are written in, as the request (or a `language` in the body) says. */
  language: Language
} & (Row extends true ? { id: number } : unknown)

export type RouteSpec<W extends Who, B extends BodySpec | undefined, Row extends boolean> = {
  who: W
  body?: B
  /** The route's `{id}` is a row's: a value that is no row id is 404 before any work. */
  row?: Row
  /** Called by other sites' servers (a payment provider's callback, proven by its signature): no origin check. */
  fromOtherSites?: true
  /** The words for a refusal that has none better (a malformed value, a conflict, a bug). */
  failure?: string
  /** The answer to a JSON body its schema refuses, when the route's callers expect another shape than `{ error, errors }`. */
  invalidBody?: (error: z.ZodError) => Response
  /** Merged into every refusal's answer (e.g. `success: false` for the account calls that carry it). */
  refusalExtra?: Record<string, unknown>
  /** `null` is 404. */
  handle: (input: RouteInput<W, B, Row>) => Promise<Response | null>
}

const READS_ONLY = new Set(['GET', 'HEAD'])

/**
 * Declares a route of the portal API. What every route does before its own work is done here, once,
 * in this order: a state-changing request from another site is refused (403); the caller is found
 * and checked against `who` (401, with the session's cookies cleared; 403 unconfirmed or not an
 * admin; 503 when the database cannot tell); a row id that is no id is 404; the body is read within
 * its limit and checked (413, 415, 400 with per-field codes). Whatever the work throws is answered
 * as every route answers it (answerFailure).
 */
export function defineRoute<const W extends Who, const B extends BodySpec | undefined = undefined, const Row extends boolean = false>(spec: RouteSpec<W, B, Row>): APIRoute {
  const failure = spec.failure ?? MESSAGES.somethingWentWrong
  return async (context) => {
    if (!READS_ONLY.has(context.request.method) && !spec.fromOtherSites) {
      const refused = foreignOrigin(context.request, context.url)
      if (refused) return refused
    }

    let body: unknown
    let bodyLanguage: unknown
    const readBody = async (): Promise<Response | null> => {
      const bodySpec = spec.body
      if (!bodySpec) return null
      if ('file' in bodySpec) {
        const file = await readFormFile(context.request, bodySpec.file)
        if (!file.ok) return file.response
        body = file.data
        return null
      }
      if ('raw' in bodySpec) {
        const read = await readCapped(context.request, bodySpec.raw.maxBytes)
        if (!read.ok) return read.response
        body = read.bytes
        return null
      }
      const read = await readJsonBody(context.request, bodySpec.maxBytes)
      if (!read.ok) return read.response
      bodyLanguage = (read.body as { language?: unknown } | null)?.language
      const parsed = bodySpec.json.safeParse(read.body ?? {})
      if (!parsed.success) return spec.invalidBody?.(parsed.error) ?? json(400, { ...spec.refusalExtra, error: failure, errors: fieldErrors(parsed.error) })
      body = parsed.data
      return null
    }

    let caller: { visitor: () => Promise<Visitor> } | { member: Member }
    if (spec.who === 'anyone') {
      let found: Promise<Visitor> | undefined
      caller = { visitor: () => (found ??= visitorOf(context, languageOf(context.request, bodyLanguage))) }
    } else {
      const signedIn = spec.who === 'admin' ? await adminOf(context) : await memberOf(context)
      if (!signedIn.ok) return signedIn.response
      if (spec.who === 'verified' && !signedIn.member.user.emailVerified) return json(403, { ...spec.refusalExtra, error: MESSAGES.verifyFirst, code: 'verifyFirst' })
      caller = { member: signedIn.member }
    }

    let id: number | null = null
    if (spec.row) {
      id = rowId(context.params.id)
      if (id === null) return json(404, { error: MESSAGES.notFound, code: 'notFound' })
    }

    const refusedBody = await readBody()
    if (refusedBody) return refusedBody

    try {
      const input = { ...caller, body, context, language: languageOf(context.request, bodyLanguage), ...(spec.row ? { id } : {}) } as unknown as RouteInput<W, B, Row>
      return (await spec.handle(input)) ?? json(404, { error: MESSAGES.notFound, code: 'notFound' })
    } catch (error) {
      return answerFailure(error, spec.refusalExtra, failure)
    }
  }
}
