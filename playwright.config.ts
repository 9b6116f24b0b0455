import { basename } from 'node:path'
import { defineConfig } from '@playwright/test'

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
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
})
