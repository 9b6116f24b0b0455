import type { Row } from '@/features/database/api/execute-sql'
import { cellCopyText } from './cells'

/**
 * RFC 4180 CSV with a header row; JSON values as JSON text, NULL as an empty field. The CSV library loads
 * at the first export, not with the editor (issue 26 item 1: the deep link's bytes).
 */
export async function toCsv(columns: readonly string[], rows: readonly Row[]): Promise<string> {
  const { default: Papa } = await import('papaparse')
  return Papa.unparse({
    fields: [...columns],
    data: rows.map((row) => columns.map((c) => cellCopyText(row[c]))),
  })
}

export const toJson = (rows: readonly Row[]) => JSON.stringify(rows, null, 2)

const markdownCell = (text: string) => text.replace(/\|/g, '\\|').replace(/\r?\n/g, '<br>')

/** A GitHub-flavoured Markdown table. */
export function toMarkdown(columns: readonly string[], rows: readonly Row[]): string {
  const header = `| ${columns.map(markdownCell).join(' | ')} |`
  const rule = `| ${columns.map(() => '---').join(' | ')} |`
  const body = rows.map((row) => `| ${columns.map((c) => markdownCell(cellCopyText(row[c]))).join(' | ')} |`)
  return [header, rule, ...body].join('\n')
}

/** Tab-separated, as spreadsheets paste it. */
export const rowToTsv = (columns: readonly string[], row: Row) => columns.map((c) => cellCopyText(row[c])).join('\t')

export function download(filename: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
