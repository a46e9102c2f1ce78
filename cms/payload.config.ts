import { QUEUE_RUNNERS, runnerCron } from '@cms/core/queues'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { ru } from '@payloadcms/translations/languages/ru'
import path from 'node:path'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { indexLocaleRowsByParent } from '@cms/core/db/localeRowsByParent'
import { indexVersionsByParentAndDate } from '@cms/core/db/versionsByParentAndDate'
import { withGuardedInternalCollections } from '@cms/core/access/internalCollections'
import { answerFailuresByKind } from '@cms/core/errors/answerFailuresByKind'
import { withDocumentData } from '@cms/core/hooks/documentData'
import { withSearchableValues } from '@cms/core/hooks/searchableValues'
import { survivePoolErrors } from '@cms/core/errors/survivePoolErrors'
import { RATE_LIMITED_LOG_LEVEL } from '@cms/core/errors/RateLimited'
import { recordingAdapter } from '@cms/core/email/recordingAdapter'
import { mailTransportFromEnv } from '@cms/core/email/transport'
import { uploadStoragePlugin } from '@cms/core/uploads/storagePlugin'
import { withFieldLabels } from '@cms/core/fields/labels'
import { DEFAULT_LANGUAGE, LANGUAGES } from '@cms/core/contract/language'
import { combineFeatures } from '@cms/core/feature'
import { accountsFeature, Users } from '@cms/features/accounts'
import { adminFeature } from '@cms/features/admin'
import { analyticsFeature } from '@cms/features/analytics'
import { assistantFeature } from '@cms/features/assistant'
import { bookingsFeature } from '@cms/features/bookings'
import { catalogueFeature } from '@cms/features/catalogue'
import { contentFeature } from '@cms/features/content'
import { conversationsFeature } from '@cms/features/conversations'
import { crewFeature } from '@cms/features/crew'
import { donationsFeature } from '@cms/features/donations'
import { eventsFeature } from '@cms/features/events'
import { insuranceFeature } from '@cms/features/insurance'
import { leadsFeature } from '@cms/features/leads'
import { newsletterFeature } from '@cms/features/newsletter'
import { notificationsFeature } from '@cms/features/notifications'
import { paymentsFeature } from '@cms/features/payments'
import { MAX_UPLOAD_BYTES, publishingFeature, recordStartAsSiteChange, siteChangesTable } from '@cms/features/publishing'
import { reviewsFeature } from '@cms/features/reviews'
import { seasonsFeature } from '@cms/features/seasons'
import { serviceOrdersFeature } from '@cms/features/serviceOrders'
import { subscriptionsFeature } from '@cms/features/subscriptions'
import { weatherFeature } from '@cms/features/weather'
import { wikiFeature } from '@cms/features/wiki'
import { migrations } from '@cms/migrations'
import { rootDir } from '@cms/core/paths'
import { requireEnv } from '@cms/core/requireEnv'

const CMS_DIR = path.join(rootDir(), 'cms')
const cmsUrl = process.env.CMS_URL ?? 'http://localhost:3000'
const siteUrl = process.env.SITE_URL ?? 'http://localhost:4321'
/** Browsers may call the CMS with credentials only from these origins. */
const trustedOrigins = [...new Set([cmsUrl, siteUrl])]

/** The portal, feature by feature: each folder under features/ holds all of one (see its index.ts). */
const portal = combineFeatures([
  catalogueFeature,
  seasonsFeature,
  leadsFeature,
  subscriptionsFeature,
  eventsFeature,
  wikiFeature,
  publishingFeature,
  bookingsFeature,
  paymentsFeature,
  accountsFeature,
  newsletterFeature,
  donationsFeature,
  insuranceFeature,
  adminFeature,
  notificationsFeature,
  contentFeature,
  reviewsFeature,
  conversationsFeature,
  crewFeature,
  serviceOrdersFeature,
  assistantFeature,
  weatherFeature,
  analyticsFeature,
])

export default buildConfig({
  hooks: { afterError: [answerFailuresByKind] },
  onInit: async (payload) => {
    survivePoolErrors(payload)
    await recordStartAsSiteChange(payload)
  },
  // A refusal is the visitor's mistake or a limit doing its job, not the server's error.
  loggingLevels: { AuthenticationError: 'info', Forbidden: 'info', NotFound: 'info', QueryError: 'info', ValidationError: 'info', ...RATE_LIMITED_LOG_LEVEL },
  secret: requireEnv('PAYLOAD_SECRET'),
  serverURL: cmsUrl,
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' · Baikal Yachts' },
    // Payload's default avatar is fetched from Gravatar; the admin must work offline.
    avatar: 'default',
    components: { beforeDashboard: portal.dashboard },
    importMap: { baseDir: CMS_DIR, importMapFile: path.join(CMS_DIR, 'app', '(payload)', 'admin', 'importMap.js') },
  },
  collections: portal.collections.map(withFieldLabels).map(withDocumentData).map(withSearchableValues),
  globals: portal.globals.map(withFieldLabels),
  localization: {
    locales: LANGUAGES.values.map((code) => ({ code, label: LANGUAGES.labels[code][code] })),
    defaultLocale: DEFAULT_LANGUAGE,
    fallback: true,
  },
  i18n: {
    supportedLanguages: { ru, en },
    fallbackLanguage: 'ru',
  },
  editor: lexicalEditor(),
  db: postgresAdapter({
    // A database that refuses connections is known at once (503); one that hangs, or a burst that
    // queues for the pool, is given 5 s before the request fails, not the client's whole patience.
    // Without JIT compilation: PostgreSQL compiles any plan its estimates cost over 100,000, and it
    // estimates Payload's nested reads of a document (a lateral join per array and language) that
    // high once a collection holds thousands of rows. Compiling took 2.0 s of the 2.4 s of the
    // versions read in every save of a yacht at 4,200 yachts (68 ms without), so a save took seconds.
    pool: { connectionString: requireEnv('DATABASE_URL'), max: 10, connectionTimeoutMillis: 5000, options: '-c jit=off' },
    migrationDir: path.join(CMS_DIR, 'migrations'),
    // The schema changes only through committed migrations; dev push would fight them.
    push: false,
    // Migrations run once per start, from the process that prepares the data (scripts/lib/prepare.ts,
    // or the CMS in docker-compose); the site server's Payload only uses the schema.
    prodMigrations: process.env.PORTAL_RUN_MIGRATIONS === 'false' ? undefined : migrations,
    afterSchemaInit: [siteChangesTable, indexLocaleRowsByParent, indexVersionsByParentAndDate],
  }),
  graphQL: { disable: true },
  // Mail goes out through Resend when it is configured; otherwise it is kept in the outbox.
  email: recordingAdapter(mailTransportFromEnv()),
  cors: trustedOrigins,
  csrf: trustedOrigins,
  upload: { limits: { fileSize: MAX_UPLOAD_BYTES } },
  // Uploads on local disk, or in an S3-compatible bucket when S3_BUCKET is set (issue #28).
  plugins: [uploadStoragePlugin()],
  sharp,
  jobs: {
    tasks: portal.tasks,
    enableConcurrencyControl: true,
    deleteJobOnComplete: true,
    // The process that runs jobs (the CMS server on one machine, else `npm run worker`) says so
    // with PAYLOAD_RUN_JOBS; any other that loads the config (the site server, scripts, tests)
    // neither runs jobs nor queues the scheduled ones.
    autoRun: () => (process.env.PAYLOAD_RUN_JOBS === 'true' ? QUEUE_RUNNERS.map((runner) => ({ cron: runnerCron(runner), queue: runner.queue, limit: runner.limit })) : []),
    shouldAutoRun: () => process.env.PAYLOAD_RUN_JOBS === 'true',
    access: { queue: () => false, run: () => false, cancel: () => false },
  },
  typescript: {
    outputFile: path.join(CMS_DIR, 'payload-types.ts'),
    autoGenerate: false,
  },
  // The kinds of things paid for, each settled as its feature says (features/payments/payable.ts).
  custom: { payables: portal.payables },
  telemetry: false,
}).then(withGuardedInternalCollections)
