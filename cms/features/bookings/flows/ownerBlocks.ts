import { inTransaction } from '@cms/core/db/inTransaction'
import { visitorRequest, type Member } from '@cms/core/visitor'
import type { BlockRequest, BlockView } from '../contract/bookings'
import type { YachtBlock } from '@cms/payload-types'
import { relationId } from '@cms/core/contract/relationId'
import { isExclusionViolation } from '@cms/core/errors/classifyError'

export const toBlockView = (block: YachtBlock): BlockView => ({
  id: block.id,
  yachtId: relationId(block.yacht) ?? 0, // required: a block always names its yacht
  startDate: block.startDate,
  endDate: block.endDate,
  note: block.note ?? null,
  source: block.source,
})

/** Blocks days of the owner's yacht, unless a booking or another block holds any of them. */
export async function blockDates(visitor: Member, request: BlockRequest): Promise<{ ok: true; block: BlockView } | { ok: false; reason: 'taken' }> {
  const req = await visitorRequest(visitor)
  try {
    const block = await inTransaction(req, () =>
      visitor.payload.create({
        collection: 'yacht-blocks',
        data: { yacht: request.yachtId, startDate: request.startDate, endDate: request.endDate, note: request.note, source: 'owner' },
        depth: 0,
        req,
        overrideAccess: false,
      }),
    )
    return { ok: true, block: toBlockView(block) }
  } catch (error) {
    if (isExclusionViolation(error)) return { ok: false, reason: 'taken' }
    throw error
  }
}

/** Gives blocked days back to the market (the collection says whose block it is). */
export async function unblockDates(visitor: Member, id: number): Promise<boolean> {
  const { docs } = await visitor.payload.delete({ collection: 'yacht-blocks', where: { id: { equals: id } }, depth: 0, req: await visitorRequest(visitor), overrideAccess: false })
  return docs.length > 0
}
