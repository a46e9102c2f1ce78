import { type Visitor, visitorRequest } from '@cms/core/visitor'
import type { QuoteRequestInput, QuotesView } from '../contract/insurance'
import { relationId } from '@cms/core/contract/relationId'
import { hasRole } from '@cms/core/contract/roles'
import { inPoolTransaction } from '@cms/core/db/poolTransaction'
import type { QuoteRequest } from '@cms/payload-types'
import { quoteAccessKey, validQuoteAccessKey } from '../accessKey'
import { quoteSelectedNotice } from '../notices/quoteSelectedNotice'

/**
 * Stores a request for quotes, a guest's or a member's (then theirs to see signed in), once the
 * insurers it prefers are known and active ('preferred' otherwise). The collection counts it
 * against the visitor's address and queues the quoting job. Answers the id and the link's key.
 */
export async function requestQuotes(visitor: Visitor, input: QuoteRequestInput): Promise<{ ok: true; id: number; key: string } | { ok: false; reason: 'preferred' }> {
  const { payload } = visitor
  if (input.preferredCompanies.length > 0) {
    const { totalDocs } = await payload.count({
      collection: 'insurers',
      where: { and: [{ id: { in: input.preferredCompanies } }, { active: { equals: true } }] },
      overrideAccess: true,
    })
    if (totalDocs !== new Set(input.preferredCompanies).size) return { ok: false, reason: 'preferred' }
  }
  const request = await payload.create({
    collection: 'quote-requests',
    data: {
      fullName: input.fullName,
      email: input.email,
      phone: input.phone ?? null,
      startDate: input.startDate,
      endDate: input.endDate,
      location: input.location,
      passengers: input.passengers,
      coverageAmount: input.coverageAmount,
      professionalCrew: input.professionalCrew,
      captainExperienceYears: input.captainExperienceYears,
      preferredCompanies: [...new Set(input.preferredCompanies)],
      notes: input.notes || null,
      requester: visitor.user?.id ?? null,
      language: input.language,
      status: 'pending',
    },
    req: await visitorRequest(visitor),
    // Only this flow makes requests (the collection's create is nobody's).
    overrideAccess: true,
    depth: 0,
  })
  return { ok: true, id: request.id, key: quoteAccessKey(payload, request.id) }
}

/** Whether the visitor may see and select the request's quotes: its signed-in requester, an admin, or the link's key. */
function mayOpen(visitor: Visitor, request: Pick<QuoteRequest, 'id' | 'requester'>, key: string | null): boolean {
  if (visitor.user && (relationId(request.requester) === visitor.user.id || hasRole(visitor.user, 'admin'))) return true
  return validQuoteAccessKey(visitor.payload, request.id, key)
}

/** The request's state and its quotes (cheapest first), in the visitor's language; null when it is not theirs to see. */
export async function quotesOf(visitor: Visitor, requestId: number, key: string | null): Promise<QuotesView | null> {
  const { payload } = visitor
  const request = await payload.findByID({ collection: 'quote-requests', id: requestId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!request || !mayOpen(visitor, request, key)) return null
  const quotes = await payload.find({ collection: 'insurance-quotes', where: { request: { equals: requestId } }, sort: 'totalPremium', depth: 1, limit: 50, overrideAccess: true })
  return {
    id: request.id,
    status: request.status,
    startDate: request.startDate.slice(0, 10),
    endDate: request.endDate.slice(0, 10),
    location: request.location,
    quotes: quotes.docs.map((quote) => {
      const features = (quote.features ?? {}) as { ru?: string[]; en?: string[] }
      return {
        id: quote.id,
        insurer: typeof quote.insurer === 'object' && quote.insurer ? quote.insurer.name : '',
        reference: quote.reference,
        deductible: quote.deductible,
        requiresInspection: quote.requiresInspection,
        validUntil: quote.validUntil.slice(0, 10),
        features: features[visitor.language] ?? [],
        totalPremium: quote.totalPremium,
        status: quote.status,
      }
    }),
  }
}

/** The signed-in member's own requests, the latest first. */
export async function myQuoteRequests(
  visitor: Visitor & { user: NonNullable<Visitor['user']> },
): Promise<{ id: number; startDate: string; endDate: string; location: string; status: string }[]> {
  const { docs } = await visitor.payload.find({
    collection: 'quote-requests',
    where: { requester: { equals: visitor.user.id } },
    sort: '-createdAt',
    limit: 20,
    depth: 0,
    req: await visitorRequest(visitor),
    overrideAccess: false,
  })
  return docs.map((request) => ({
    id: request.id,
    startDate: request.startDate.slice(0, 10),
    endDate: request.endDate.slice(0, 10),
    location: request.location,
    status: request.status,
  }))
}

export type SelectRefusal = 'notFound' | 'notOffered' | 'expired'

/**
 * Selects a quote, under its request's lock: it is marked selected, the request's other quotes
 * are voided, and the request is done; then the customer and the insurer are emailed. A quote
 * already decided (this one selected, or another) or past its validity is refused.
 */
export async function selectQuote(visitor: Visitor, quoteId: number, key: string | null): Promise<{ ok: true } | { ok: false; reason: SelectRefusal }> {
  const { payload } = visitor
  const quote = await payload.findByID({ collection: 'insurance-quotes', id: quoteId, depth: 0, overrideAccess: true, disableErrors: true })
  const requestId = quote ? relationId(quote.request) : null
  const request = requestId ? await payload.findByID({ collection: 'quote-requests', id: requestId, depth: 0, overrideAccess: true, disableErrors: true }) : null
  if (!quote || !request || !mayOpen(visitor, request, key)) return { ok: false, reason: 'notFound' }
  const outcome = await inPoolTransaction(payload, async (client): Promise<{ ok: true } | { ok: false; reason: SelectRefusal }> => {
    const locked = (await client.query<{ status: string }>('SELECT status FROM quote_requests WHERE id = $1 FOR UPDATE', [request.id])).rows[0]
    const current = (await client.query<{ status: string; live: boolean }>('SELECT status, valid_until >= now() AS live FROM insurance_quotes WHERE id = $1', [quoteId])).rows[0]
    if (locked?.status !== 'quoted' || current?.status !== 'offered') return { ok: false, reason: 'notOffered' }
    if (!current.live) return { ok: false, reason: 'expired' }
    await client.query(
      `UPDATE insurance_quotes SET status = CASE WHEN id = $2 THEN 'selected' ELSE 'void' END::enum_insurance_quotes_status, updated_at = now() WHERE request_id = $1`,
      [request.id, quoteId],
    )
    await client.query(`UPDATE quote_requests SET status = 'selected', updated_at = now() WHERE id = $1`, [request.id])
    return { ok: true }
  })
  if (outcome.ok) await quoteSelectedNotice.now(payload, quoteId, 'selected')
  return outcome
}
