# One image for the CMS, the jobs worker and the site server; docker-compose.yml runs it with different commands.
FROM node:24-bookworm-slim AS base
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 ASTRO_TELEMETRY_DISABLED=1

FROM base AS build
COPY package.json package-lock.json ./
# The same install as CI (.ci/run): npm 11.19's `npm ci` rejects this lockfile over other
# platforms' optional binaries that npm itself left out of it; the lockfile pins the versions.
RUN npm install --no-audit --no-fund
COPY . .
# The CMS build reads the Payload config, which needs these set; nothing connects at build time.
RUN PAYLOAD_SECRET=build-only DATABASE_URL=postgres://build-only@localhost/none npm run build:cms

FROM base AS runtime
ENV NODE_ENV=production
COPY --from=build /app /app
EXPOSE 3000 4321
CMD ["npm", "run", "serve:cms"]
