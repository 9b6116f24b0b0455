import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import { readdirSync } from 'node:fs'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

// docs/architecture.md: a feature uses another only through its api/ files and its index.ts, and lib/
// and components/ use no feature. Dynamic import() (lazy-loaded parts) is not restricted.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const boundaries = [
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(@/features/|(\\.\\./)+features/)', message: 'lib/ and components/ are below the features: they import none.' }] },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^@/features/(?!${escape(feature)}/)[^/]+/(?!api/).+`,
              message: `Use another feature through '@/features/<name>' (its index.ts) or its api/ files, not its internals.`,
            },
          ],
        },
      ],
    },
  })),
]

export default tseslint.config(
  { ignores: ['.tmp', 'dist', 'dist-*', 'coverage', 'node_modules', 'public/mockServiceWorker.js', 'src/routeTree.gen.ts', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-empty-pattern': 'off',
    },
  },
  ...boundaries,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly', module: 'writable', setTimeout: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
)
