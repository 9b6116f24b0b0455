import { basename } from 'node:path'
import { defineConfig } from '@playwright/test'

const SELF_HOSTED_SPECS = '**/self-hosted*.spec.ts'

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  // Separate artefact folders let several builds be tested side by side (E2E_DIST).
  outputDir: `test-results/${process.env.E2E_DIST ? basename(process.env.E2E_DIST) : 'main'}`,
  // Spec files run side by side, each worker with its own mock server (fixtures.ts); tests in a file in order.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './test/e2e/support/global-setup.ts',
  // Self-hosted specs (test/e2e/self-hosted*.spec.ts) share one PostgreSQL + postgres-meta + nginx
  // (support/self-hosted.ts, a worker fixture): one worker for them keeps it to one cluster per run.
  // Self-hosted first: its one worker runs beside the mock's from the start (listed last, it ran alone at
  // the end, the other worker idle, ~5 min of a CI run).
  projects: [
    { name: 'self-hosted', testMatch: SELF_HOSTED_SPECS, workers: 1 },
    { name: 'mock', testIgnore: SELF_HOSTED_SPECS },
  ],
  use: {
    // A trace records the screen all along (about 30% of a test's time on two cores: banners and billing
    // 77 s -> 54 s): only a retry records one, and CI retries a failure once. Locally: --trace on.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
})
