import { setupServer } from 'msw/node'
import { handlers } from './handlers'

/** The mocked platform for vitest: the same handlers the browser and the e2e server use. */
export const server = setupServer(...handlers)
