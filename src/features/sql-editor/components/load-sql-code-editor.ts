import { preloadableLazy } from '@/lib/lazy/preloadable-lazy'

/** The SQL editor's CodeMirror chunk: the page renders it lazily, the route's loader starts it early. */
export const LazySqlCodeEditor = preloadableLazy(() => import('./sql-code-editor').then((m) => m.default))

export const loadSqlCodeEditor = LazySqlCodeEditor.preload
