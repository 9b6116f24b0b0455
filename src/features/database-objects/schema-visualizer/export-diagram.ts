import { HEADER_HEIGHT, ROW_HEIGHT, type ForeignKeyEdge, type PlacedTable } from './layout'

const MARGIN = 24
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The diagram as a standalone SVG document: tables with their columns, and the foreign keys as curves. */
export function diagramSvg(
  placed: readonly PlacedTable[],
  edges: readonly ForeignKeyEdge[],
): { svg: string; width: number; height: number } {
  const minX = Math.min(0, ...placed.map((p) => p.position.x)) - MARGIN
  const minY = Math.min(0, ...placed.map((p) => p.position.y)) - MARGIN
  const width = Math.max(...placed.map((p) => p.position.x + p.width), 0) - minX + MARGIN
  const height = Math.max(...placed.map((p) => p.position.y + p.height), 0) - minY + MARGIN
  const byId = new Map(placed.map((p) => [String(p.table.id), p]))
  const at = (p: PlacedTable) => ({ x: p.position.x - minX, y: p.position.y - minY })

  const lines = edges.flatMap((edge) => {
    const source = byId.get(edge.source)
    const target = byId.get(edge.target)
    if (!source || !target) return []
    const s = at(source)
    const t = at(target)
    const x1 = s.x + source.width
    const y1 = s.y + HEADER_HEIGHT / 2
    const x2 = t.x
    const y2 = t.y + HEADER_HEIGHT / 2
    const bend = Math.max(40, Math.abs(x2 - x1) / 2)
    return [
      `<path d="M${x1},${y1} C${x1 + bend},${y1} ${x2 - bend},${y2} ${x2},${y2}" fill="none" stroke="#868e96" stroke-width="1.5"><title>${xml(edge.label)}</title></path>`,
    ]
  })
  const nodes = placed.map((p) => {
    const { x, y } = at(p)
    const rows = p.table.columns.map((c, i) => {
      const cy = y + HEADER_HEIGHT + i * ROW_HEIGHT + 16
      const mark = c.primary_key ? 'PK ' : p.table.foreign_keys.some((fk) => fk.columns.includes(c.name)) ? 'FK ' : ''
      return `<text x="${x + 10}" y="${cy}" font-size="12">${xml(mark + c.name)}</text><text x="${x + p.width - 10}" y="${cy}" font-size="11" fill="#868e96" text-anchor="end">${xml(c.type)}</text>`
    })
    return `<g><rect x="${x}" y="${y}" width="${p.width}" height="${p.height}" rx="6" fill="#ffffff" stroke="#adb5bd"/><rect x="${x}" y="${y}" width="${p.width}" height="${HEADER_HEIGHT}" rx="6" fill="#e9ecef"/><text x="${x + 10}" y="${y + 23}" font-size="13" font-weight="600">${xml(p.table.name)}</text>${rows.join('')}</g>`
  })
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.ceil(width)}" height="${Math.ceil(height)}" viewBox="0 0 ${Math.ceil(width)} ${Math.ceil(height)}" font-family="system-ui, sans-serif" fill="#212529"><rect width="100%" height="100%" fill="#f8f9fa"/>${lines.join('')}${nodes.join('')}</svg>`
  return { svg, width: Math.ceil(width), height: Math.ceil(height) }
}

function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

export function downloadSvg(svg: string, fileName: string) {
  download(new Blob([svg], { type: 'image/svg+xml' }), fileName)
}

/** Draws the SVG on a canvas (at twice its size, for sharp text) and downloads it as PNG. */
export async function downloadPng(
  { svg, width, height }: { svg: string; width: number; height: number },
  fileName: string,
) {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }))
  try {
    const image = new Image()
    image.src = url
    await image.decode()
    const scale = Math.min(2, 16_000 / Math.max(width, height))
    const canvas = document.createElement('canvas')
    canvas.width = Math.round(width * scale)
    canvas.height = Math.round(height * scale)
    const context = canvas.getContext('2d')
    if (!context) throw new Error('This browser cannot draw the image')
    context.scale(scale, scale)
    context.drawImage(image, 0, 0)
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'))
    if (!blob) throw new Error('The image is too large to export as PNG; export SVG instead')
    download(blob, fileName)
  } finally {
    URL.revokeObjectURL(url)
  }
}
