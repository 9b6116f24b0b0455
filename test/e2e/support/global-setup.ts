import { startMockServer } from '../../support/mock-server'

/** One server for the run: the built app at /dashboard with the mocked platform over HTTP. */
export default async function globalSetup() {
  const server = await startMockServer({ port: Number(process.env.E2E_PORT ?? 0), distDir: process.env.E2E_DIST || undefined })
  process.env.E2E_BASE_URL = server.url
  return async () => server.close()
}
