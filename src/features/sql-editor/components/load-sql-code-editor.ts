/** The SQL editor's CodeMirror chunk: the page renders it lazily, the route's loader starts it early. */
export const loadSqlCodeEditor = () => import('./sql-code-editor')
