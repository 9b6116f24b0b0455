/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const src = fileURLToPath(new URL('./src', import.meta.url))
const mocks = fileURLToPath(new URL('./mocks', import.meta.url))

export default defineConfig({
  base: '/dashboard/',
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()],
  resolve: { alias: { '@': src, '@mocks': mocks } },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  worker: { format: 'es' },
  optimizeDeps: { exclude: ['@electric-sql/pglite'] },
  build: {
    target: 'es2022',
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // The framework every page needs, in one file: dozens of tiny shared chunks cost more bytes
        // (per-file gzip and import glue) and round trips on the first screen than they save later.
        // The virtualizer is not one of them: only the pages with long lists load it.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack(?=[\\/](?!react-virtual|virtual-core))|ky|zustand|use-sync-external-store|@mantine[\\/]core[\\/]esm[\\/]core)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}', 'test/unit/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    testTimeout: 15000,
  },
})
