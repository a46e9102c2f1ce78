/** Builds the CMS ahead of time (the Docker image does), recording what it was built from. */
import { buildCmsIfChanged } from './lib/builds'

await buildCmsIfChanged({ ...process.env, NODE_ENV: 'production' })
