import type { Payload, PayloadRequest, TaskConfig, TypedJobs } from 'payload'

import { BOOKINGS_QUEUE } from './queues'

/** What a queued notice's job carries: the row the notice is about, and what happened to it. */
type NoticeInput<Kind extends string> = { id: number; kind: Kind }

/**
 * The tasks whose generated input is a notice's (payload-types.ts, from the inputSchema that
 * defineNotice writes): a notice's slug must be one of them, so a notice whose task is not
 * registered, or whose generated types are stale, does not compile.
 */
type NoticeSlug = {
  [Slug in keyof TypedJobs['tasks']]: TypedJobs['tasks'][Slug]['input'] extends NoticeInput<string> ? Slug : never
}[keyof TypedJobs['tasks']]

/** The kinds a notice's task accepts, as generated from its inputSchema. */
type KindOf<Slug extends NoticeSlug> = TypedJobs['tasks'][Slug]['input']['kind']

/** One kind of mail the portal sends about one row (a booking, a place at an event, a donation…). */
export type NoticeDefinition<Slug extends NoticeSlug, Kind extends KindOf<Slug>> = {
  /** The task's slug; it names the queued jobs in payload-jobs, so it stays as it is once jobs exist. */
  slug: Slug
  /** The task's label in the admin's jobs. */
  label: string
  /** Every kind the notice tells of; the task's input accepts only these. */
  kinds: readonly [Kind, ...Kind[]]
  /**
   * Writes and sends the mail for the row `id`, after reading it afresh: whenever the mail goes
   * out, it tells of the row as it is then. It may throw; the notice logs what it throws.
   */
  write: (payload: Payload, id: number, kind: Kind) => Promise<void>
}

/** A notice as its feature uses it: sent now, queued with a change, and the task that runs a queued one. */
export type MailNotice<Kind extends string> = {
  /**
   * Sends it now, for a change already committed (a payment settled, a hold released by a job).
   * A failure is logged, never thrown: a mail that cannot be sent is no reason to undo what
   * happened (one the provider refused is also kept in the outbox, for the admins to send again).
   */
  now: (payload: Payload, id: number, kind: Kind) => Promise<void>
  /**
   * Queues it as a job in `req`'s transaction: it is sent once the change is committed, a change
   * that rolls back tells no one, and the transaction never waits on the mail provider (or on a
   * second connection) while it holds its rows. `waitUntil` holds it back until then.
   */
  afterCommit: (req: PayloadRequest, id: number, kind: Kind, options?: { waitUntil?: Date }) => Promise<void>
  /** The task that sends a queued one; the feature lists it in its index's `tasks`. */
  task: TaskConfig<{ input: NoticeInput<Kind>; output: Record<string, never> }>
}

/**
 * The one way the portal tells someone something. The feature writes the mail for one row; the
 * notice offers the two moments a mail may go out (now, after a change already committed, or
 * queued with a change still in its transaction) and the task that sends the queued ones, so every
 * notice is sent, queued and logged the same way, and each caller picks the moment its change needs.
 */
export function defineNotice<Slug extends NoticeSlug, const Kind extends KindOf<Slug>>({ slug, label, kinds, write }: NoticeDefinition<Slug, Kind>): MailNotice<Kind> {
  const now = async (payload: Payload, id: number, kind: Kind): Promise<void> => {
    try {
      await write(payload, id, kind)
    } catch (error) {
      payload.logger.error({ err: error, notice: slug, id, kind }, `${slug} #${id} (${kind}): the mail could not be sent`)
    }
  }
  return {
    now,
    afterCommit: async (req, id, kind, options) => {
      // Queued as any notice's: TypeScript cannot narrow the generated inputs by a generic slug. The
      // input is this notice's own (NoticeSlug and KindOf checked the generated types agree with it).
      const input = { id, kind } as TypedJobs['tasks'][NoticeSlug]['input']
      await req.payload.jobs.queue<NoticeSlug>({ task: slug, input, queue: BOOKINGS_QUEUE, req, ...(options?.waitUntil ? { waitUntil: options.waitUntil } : {}) })
    },
    task: {
      slug,
      label,
      // A failed mail is not retried: now() logs it, and the outbox keeps what the provider refused
      // for the admins to resend (a retry would add a second copy). These cover the run itself.
      retries: 2,
      inputSchema: [
        { name: 'id', type: 'number', required: true },
        { name: 'kind', type: 'select', options: [...kinds], required: true },
      ],
      handler: async ({ input, req }) => {
        await now(req.payload, input.id, input.kind)
        return { output: {} }
      },
    },
  }
}
