import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { configDefaults } from 'vitest/config'
import { browserDependencies } from './build-tools/dev-dependencies.ts'
import { earlyRequests } from './build-tools/early-requests.ts'
import { firstScreenGroup, landingSplitBehavior } from './build-tools/first-screen-chunks.ts'
import { mockSeededDataDir } from './build-tools/mock-pgdata.ts'
import { precompressAssets } from './build-tools/precompress.ts'
import { sourceMapBuildOptions } from './build-tools/source-maps.ts'

const src = fileURLToPath(new URL('./src', import.meta.url))
const mocks = fileURLToPath(new URL('./mocks', import.meta.url))
const root = fileURLToPath(new URL('.', import.meta.url))
const sourceMaps = sourceMapBuildOptions()
const aliases = { '@': src, '@mocks': mocks }
const TEST_DIRS = ['src', 'mocks', 'test/unit']
// Components are tested in jsdom; the rest (SQL builders, models, mock handlers) in plain Node, which starts
// a file ~1 s sooner (jsdom took 300 of the suite's 670 s). A .ts test that needs a DOM (window, document,
// localStorage, IndexedDB) fails there with 'window is not defined' or the like, and is then named in the
// list below (a file of another environment in a project would cost a fresh worker each time they alternate).
const DOM_TEST_FILES = [
  'src/app/boot/early-calls.test.ts',
  'src/app/shell/preload-route-chunks.test.ts',
  'src/features/assistant/model/project-assistant.test.ts',
  'src/features/assistant/persistence/load.test.ts',
  'src/features/assistant/persistence/sync.test.ts',
  'src/features/auth/access-token.test.ts',
  'src/features/auth/api/auth-user-query.test.ts',
  'src/features/auth/auth-redirect.test.ts',
  'src/features/code-hosting/popup.test.ts',
  'src/features/command-menu/rank.test.ts',
  'src/features/database-objects/api/introspection.test.ts',
  'src/features/database-objects/schema-visualizer/layout.test.ts',
  'src/features/feature-previews/previews.test.ts',
  'src/features/history/last-visited.test.ts',
  'src/features/organizations/api/organizations-query.test.ts',
  'src/features/profile/api/profile-audit-logs-query.test.ts',
  'src/features/projects/api/project-detail-query.test.ts',
  'src/features/reports/api/report-batch.test.ts',
  'src/features/sql-editor/model/chart-persistence.test.ts',
  'src/features/system/api/utc-time-query.test.ts',
  'src/features/telemetry/telemetry.test.ts',
  'src/lib/http/client.test.ts',
  'src/lib/route-files.test.ts',
]
const JSDOM_TEST_FILES = [...TEST_DIRS.map((dir) => `${dir}/**/*.test.tsx`), ...DOM_TEST_FILES]
const NODE_TEST_FILES = TEST_DIRS.map((dir) => `${dir}/**/*.test.ts`)
// Test files that need a module graph of their own (see test.projects).
const ISOLATED_TEST_FILES = [
  'mocks/handlers/recorded-logs.test.ts',
  'src/components/charts/charts.test.tsx',
  'src/features/auth/sign-out.test.ts',
  'src/features/database/api/execute-sql.test.ts',
  'src/features/feature-previews/components/feature-preview-empty.test.tsx',
  'src/features/permissions/condition-engine.test.ts',
  'src/features/read-only/read-only-store.test.ts',
  'src/features/reports/components/database-size-card.test.tsx',
  'src/lib/json/read-json-answer.test.ts',
]
// graphiql's worker setup imports Monaco's workers with ?worker, which the dev pre-bundler cannot load.
const notPreBundled = ['@electric-sql/pglite', 'graphiql', '@graphiql/react']

export default defineConfig({
  base: '/dashboard/',
  plugins: [tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Error and not-found components stay with their route, not in a lazy chunk: they must show when a
      // chunk cannot be loaded (a deploy removed it, issue 11 item 10).
      // The signed-in frame and the organization list (where sign-in lands) are not split at all: they load
      // with the entry (build-tools/first-screen-chunks.ts).
      codeSplittingOptions: { defaultBehavior: [['component'], ['pendingComponent']], splitBehavior: landingSplitBehavior },
    }), react(), earlyRequests({ entry: `${src}/app/boot/early-requests.ts`, srcDir: src, routesDir: `${src}/routes` }), sourceMaps.plugin, precompressAssets(), mockSeededDataDir(root),
  ],
  resolve: { alias: aliases },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  // The browser mock's PGlite worker loads a data directory made at build time (build-tools/mock-pgdata.ts;
  // also among the plugins above: the dev server serves workers through those).
  worker: { format: 'es', plugins: () => [mockSeededDataDir(root)] },
  optimizeDeps: {
    exclude: notPreBundled,
    // What an excluded package imports is served as it is (the dev server discovers no dependency from
    // inside node_modules): its CommonJS dependencies must be pre-bundled here, or the browser finds no
    // named exports in them ("does not provide an export named 'c'", issue 25 item 1). The dev-server
    // e2e (test/e2e/dev-server.spec.ts) opens the GraphQL explorers with a cold optimizer.
    include: [
      'graphiql > react-compiler-runtime',
      '@graphiql/react > react-compiler-runtime',
      '@graphiql/react > set-value',
      'graphql-language-service > nullthrows',
      'monaco-graphql > picomatch-browser',
      'graphiql > @graphiql/plugin-doc-explorer > @headlessui/react',
      // Monaco as ~1,700 files served one by one takes minutes to open in the dev server: the main-thread
      // modules graphiql imports are pre-bundled together (one instance; the ?worker files stay as they are).
      'monaco-graphql/esm/lite.js',
      'monaco-graphql/esm/monaco-editor.js',
      'monaco-graphql/esm/utils.js',
      'monaco-editor/esm/vs/base/common/uri.js',
      'monaco-editor/esm/vs/editor/common/core/range.js',
      'monaco-editor/esm/vs/editor/common/services/editorBaseApi.js',
      'monaco-editor/esm/vs/editor/common/standalone/standaloneEnums.js',
      'monaco-editor/esm/vs/editor/browser/controller/mouseTarget.js',
      // Every package that src/ and mocks/ import, read from the sources as the server starts: no page, lazy
      // part or worker meets a dependency the optimizer has not bundled, which would reload the page under
      // the user (issue 32 item 3: the first Edge Function deploy lost; see build-tools/dev-dependencies.ts).
      ...browserDependencies(root, Object.keys(aliases), notPreBundled),
    ],
  },
  build: {
    target: 'es2022',
    // No maps in dist/ (they would be public): see build-tools/source-maps.ts.
    sourcemap: sourceMaps.sourcemap,
    rolldownOptions: {
      output: {
        // The first screen in one chunk beside the entry (build-tools/first-screen-chunks.ts: the entry's
        // and the landing routes' static imports; every other route page stays a lazy chunk of its own).
        // Then the framework every page needs, in one file: dozens of tiny shared chunks cost more bytes
        // (per-file gzip and import glue) and round trips than they save later. The virtualizer is not
        // one of them: only the pages with long lists load it.
        codeSplitting: {
          groups: [
            firstScreenGroup(),
            // What every project page shows beside its own code, in one file (issue 26 item 1, the deep link):
            // the UI kit's components, positioning and icons that lazy pages share (instead of a round of 30 to
            // 50 tiny files per page); the app's own shared components and helpers (none imports a feature or
            // a heavy library; the markdown renderer and the notifications stack, which do, stay where they
            // are); the project frame's lazy pieces (sidebar, assistant button, the project route's own split).
            {
              name: 'ui',
              test: (id: string) =>
                /node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui|@tabler[\\/]icons-react|react-remove-scroll[^\\/]*|react-textarea-autosize|react-number-format|use-callback-ref|use-sidecar|tabbable|clsx)[\\/]/.test(id) ||
                /[\\/]src[\\/](components|lib)[\\/](?!safe[\\/]safe-markdown|notifications-stack|charts[\\/])/.test(id) ||
                /[\\/]src[\\/](app[\\/]shell[\\/]project-sidebar|features[\\/]assistant[\\/]components[\\/]assistant-button|features[\\/]read-only[\\/]components[\\/]read-only-switch|routes[\\/]_app[\\/]project[\\/]\$ref\.tsx\?)/.test(id),
              priority: 5,
            },
            // The SQL run path's small modules that the SQL editor shares with the database pages (the pg-meta
            // call and its error, the statement splitter, the destructive-statement check, the snippet list): one
            // file, not five of a few hundred bytes each.
            {
              name: 'sql-shared',
              test: /[\\/]src[\\/]features[\\/](database[\\/]api[\\/](execute-sql|pg-meta-error|change-source)|database[\\/]sql[\\/](split-statements|schema-changes|read-only)|read-only[\\/](read-only-store|index)|assistant[\\/]sql[\\/](tokenize|destructive)|sql-editor[\\/](model[\\/](statements|snippet)|api[\\/](keys|snippets-query)))\.ts$/,
              includeDependenciesRecursively: false,
              priority: 5,
            },
            // The chart layer with uPlot, loaded with a page's first chart: one file, not in the shared 'ui' one.
            {
              name: 'charts',
              test: /node_modules[\\/]uplot[\\/]|[\\/]src[\\/]components[\\/]charts[\\/](?!index)/,
              includeDependenciesRecursively: false,
              priority: 6,
            },
            // CodeMirror with its SQL language, for the editors that load it: one file, not four.
            {
              name: 'code-editor',
              test: /node_modules[\\/](@codemirror[\\/](?!lang-javascript|search|lint)|@lezer[\\/](?!javascript)|crelt|style-mod|w3c-keyname|@marijn)/,
              priority: 5,
            },
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
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
    // Component tests take up to 8 s here; CI's loaded two cores take longer (only a test that hangs should fail on time).
    testTimeout: 30000,
    // A fresh module graph and jsdom per file cost ~8 s a file on two cores (17 min for the suite, of which
    // 5 min running tests): the files share them per worker instead, and test/setup.ts puts the shared state
    // back after each test. Only files that replace modules (vi.mock) or test a module's first load keep
    // their own graph.
    projects: [
      { extends: true, test: { name: 'shared', isolate: false, include: JSDOM_TEST_FILES, exclude: [...configDefaults.exclude, ...ISOLATED_TEST_FILES] } },
      { extends: true, test: { name: 'node', environment: 'node', isolate: false, include: NODE_TEST_FILES, exclude: [...configDefaults.exclude, ...ISOLATED_TEST_FILES, ...DOM_TEST_FILES] } },
      { extends: true, test: { name: 'isolated', include: [...ISOLATED_TEST_FILES] } },
    ],
  },
})
